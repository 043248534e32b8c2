(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "verify")
      (COLON ":"))
    (WHITESPACE " ")
    (STRING "\"\"")))
