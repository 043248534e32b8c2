(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "migrate")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "./ship/migrate.ts")))
