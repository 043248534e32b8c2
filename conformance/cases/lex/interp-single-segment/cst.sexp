(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "{x")
    (ERROR_TOKEN "}")
    (NEWLINE "\n")))
