(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "{")
    (ERROR_TOKEN "}")
    (NEWLINE "\n")))
