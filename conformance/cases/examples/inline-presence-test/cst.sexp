(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "value")
      (COLON ":"))
    (WHITESPACE " ")
    (COMPARE_EXPR
      (WORD "git.tag")
      (WHITESPACE " ")
      (NEQ "!=")
      (WHITESPACE " ")
      (STRING "\"\""))))
