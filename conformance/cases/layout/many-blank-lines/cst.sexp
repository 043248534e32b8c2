(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "a")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "1")
    (NEWLINE "\n"))
  (NEWLINE "\n")
  (NEWLINE "\n")
  (NEWLINE "\n")
  (ENTRY
    (KEY
      (IDENT "b")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "2")
    (NEWLINE "\n"))
  (NEWLINE "\n")
  (NEWLINE "\n"))
