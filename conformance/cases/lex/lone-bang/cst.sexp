(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (PHRASE
      (WORD "a")
      (WHITESPACE " ")
      (ERROR_TOKEN "!")
      (WHITESPACE " ")
      (WORD "b"))
    (NEWLINE "\n")))
