(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "domain")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "api.acme.dev")))
