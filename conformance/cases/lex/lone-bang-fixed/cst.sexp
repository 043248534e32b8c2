(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (COMPARE_EXPR
      (WORD "a")
      (WHITESPACE " ")
      (NEQ "!=")
      (WHITESPACE " ")
      (WORD "b"))
    (NEWLINE "\n")))
