(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (PHRASE
      (WORD "a")
      (ERROR_TOKEN "!")
      (WORD "b"))
    (NEWLINE "\n")))
