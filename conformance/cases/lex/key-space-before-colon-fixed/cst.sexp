(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "name")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "x")
    (NEWLINE "\n")))
