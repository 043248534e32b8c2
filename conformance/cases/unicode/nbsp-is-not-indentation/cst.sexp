(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "a")
      (COLON ":"))
    (NEWLINE "\n"))
  (ERROR
    (WORD "  b:")
    (WHITESPACE " ")
    (WORD "1"))
  (NEWLINE "\n"))
