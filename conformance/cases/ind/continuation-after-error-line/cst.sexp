(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "a")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "1")
    (NEWLINE "\n"))
  (ERROR
    (WORD "stray"))
  (NEWLINE "\n")
  (WHITESPACE "  ")
  (ERROR
    (WORD "more"))
  (NEWLINE "\n"))
