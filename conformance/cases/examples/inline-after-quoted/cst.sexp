(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "after")
      (COLON ":"))
    (WHITESPACE " ")
    (STRING "\"review\"")))
