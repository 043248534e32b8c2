(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "deploy")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "acme/web-service@v3")
    (NEWLINE "\n")))
