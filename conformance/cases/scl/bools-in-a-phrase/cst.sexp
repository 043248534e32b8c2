(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "value")
      (COLON ":"))
    (WHITESPACE " ")
    (PHRASE
      (WORD "true")
      (WHITESPACE " ")
      (WORD "false"))
    (NEWLINE "\n")))
