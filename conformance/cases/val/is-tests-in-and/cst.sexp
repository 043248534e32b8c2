(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (AND_EXPR
      (IS_EXPR
        (WORD "a")
        (WHITESPACE " ")
        (IS_KW "is")
        (WHITESPACE " ")
        (WORD "b"))
      (WHITESPACE " ")
      (AND_KW "and")
      (WHITESPACE " ")
      (IS_EXPR
        (WORD "c")
        (WHITESPACE " ")
        (IS_KW "is")
        (WHITESPACE " ")
        (WORD "d")
        (WHITESPACE " ")
        (GT_EQ ">=")
        (WHITESPACE " ")
        (WORD "1")))
    (NEWLINE "\n")))
