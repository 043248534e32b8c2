(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "auto")
      (COLON ":"))
    (WHITESPACE " ")
    (AND_EXPR
      (IS_EXPR
        (WORD "risk")
        (WHITESPACE " ")
        (IS_KW "is")
        (WHITESPACE " ")
        (WORD "low")
        (WHITESPACE " ")
        (GT_EQ ">=")
        (WHITESPACE " ")
        (WORD "0.95"))
      (NEWLINE "\n")
      (WHITESPACE "  ")
      (AND_KW "and")
      (WHITESPACE " ")
      (COMPARE_EXPR
        (WORD "plan.destroys")
        (WHITESPACE " ")
        (EQ2 "==")
        (WHITESPACE " ")
        (WORD "0")))
    (NEWLINE "\n")))
