(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (INTERP "{web-service.out.ref}")
    (NEWLINE "\n")))
