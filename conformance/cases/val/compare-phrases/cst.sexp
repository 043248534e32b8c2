(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (COMPARE_EXPR
      (PHRASE
        (WORD "deploy")
        (WHITESPACE " ")
        (WORD "prod"))
      (WHITESPACE " ")
      (NEQ "!=")
      (WHITESPACE " ")
      (PHRASE
        (WORD "deploy")
        (WHITESPACE " ")
        (WORD "dev")))
    (NEWLINE "\n")))
