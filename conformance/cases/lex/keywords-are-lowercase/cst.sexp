(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (PHRASE
      (WORD "AND")
      (WHITESPACE " ")
      (WORD "Or"))
    (NEWLINE "\n")))
