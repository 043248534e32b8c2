(SOURCE_FILE
  (NEWLINE "\n")
  (NEWLINE "\n")
  (WHITESPACE "  ")
  (NEWLINE "\n")
  (ENTRY
    (KEY
      (IDENT "a")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "b")
    (NEWLINE "\n"))
  (NEWLINE "\n")
  (NEWLINE "\n"))
