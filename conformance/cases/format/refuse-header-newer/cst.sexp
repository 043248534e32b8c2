(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "keepshipping")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "0.2")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "name")
      (COLON ":"))
    (WHITESPACE "  ")
    (WORD "api")
    (NEWLINE "\n")))
