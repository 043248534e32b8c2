(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "when")
      (COLON ":"))
    (WHITESPACE " ")
    (IS_EXPR
      (WORD "env")
      (WHITESPACE " ")
      (IS_KW "is")
      (WHITESPACE " ")
      (WORD "prod"))))
