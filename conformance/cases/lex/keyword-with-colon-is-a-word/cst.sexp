(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (PHRASE
      (WORD "not:")
      (WHITESPACE " ")
      (WORD "x"))
    (NEWLINE "\n")))
