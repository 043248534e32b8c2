(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (AND_EXPR
      (COMPARE_EXPR
        (WORD "a")
        (WHITESPACE " ")
        (EQ2 "==")
        (WHITESPACE " ")
        (WORD "1"))
      (WHITESPACE " ")
      (AND_KW "and")
      (WHITESPACE " ")
      (COMPARE_EXPR
        (WORD "b")
        (WHITESPACE " ")
        (NEQ "!=")
        (WHITESPACE " ")
        (WORD "2")))
    (NEWLINE "\n")))
