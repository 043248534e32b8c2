(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "agents")
      (COLON ":"))
    (WHITESPACE " ")
    (PHRASE
      (WORD "never:")
      (WHITESPACE " ")
      (WORD "deploy")
      (WHITESPACE " ")
      (WORD "prod"))))
