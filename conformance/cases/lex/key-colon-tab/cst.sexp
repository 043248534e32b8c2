(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "name")
      (COLON ":"))
    (WHITESPACE "\t")
    (WORD "api")
    (NEWLINE "\n")))
