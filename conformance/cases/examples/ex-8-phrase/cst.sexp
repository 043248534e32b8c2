(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "value")
      (COLON ":"))
    (WHITESPACE " ")
    (PHRASE
      (WORD "deploy")
      (WHITESPACE " ")
      (WORD "staging"))))
