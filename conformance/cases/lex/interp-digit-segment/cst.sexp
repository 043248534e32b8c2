(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "x{a.1b")
    (ERROR_TOKEN "}")
    (NEWLINE "\n")))
