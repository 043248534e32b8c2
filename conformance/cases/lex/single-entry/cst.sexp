(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "name")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "api")
    (NEWLINE "\n")))
