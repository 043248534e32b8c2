(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (COMPARE_EXPR
      (WORD "a")
      (EQ2 "==")
      (WORD "b"))
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "w")
      (COLON ":"))
    (WHITESPACE " ")
    (COMPARE_EXPR
      (WORD "a")
      (NEQ "!=")
      (WORD "b"))
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "x")
      (COLON ":"))
    (WHITESPACE " ")
    (COMPARE_EXPR
      (WORD "a")
      (LT_EQ "<=")
      (WORD "b"))
    (NEWLINE "\n")))
