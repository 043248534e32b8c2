(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (PHRASE
      (WORD "deploy")
      (WHITESPACE " ")
      (WORD "staging"))
    (NEWLINE "\n")))
