(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (PHRASE
      (WORD "x{a.")
      (WHITESPACE " ")
      (WORD "b"))
    (ERROR_TOKEN "}")
    (NEWLINE "\n")))
