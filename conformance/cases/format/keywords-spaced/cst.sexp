(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "a")
      (COLON ":"))
    (WHITESPACE " ")
    (OR_EXPR
      (AND_EXPR
        (WORD "x")
        (WHITESPACE "  ")
        (AND_KW "and")
        (WHITESPACE "  ")
        (WORD "y"))
      (WHITESPACE "  ")
      (OR_KW "or")
      (WHITESPACE "   ")
      (WORD "z"))
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "b")
      (COLON ":"))
    (WHITESPACE " ")
    (NOT_EXPR
      (NOT_KW "not")
      (WHITESPACE "   ")
      (WORD "x"))
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "c")
      (COLON ":"))
    (WHITESPACE " ")
    (NOT_EXPR
      (NOT_KW "not")
      (WHITESPACE " ")
      (NOT_EXPR
        (NOT_KW "not")
        (WHITESPACE "  ")
        (WORD "x")))
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "d")
      (COLON ":"))
    (WHITESPACE " ")
    (IS_EXPR
      (WORD "risk")
      (WHITESPACE "  ")
      (IS_KW "is")
      (WHITESPACE "  ")
      (WORD "low")
      (WHITESPACE "  ")
      (GT_EQ ">=")
      (WHITESPACE "  ")
      (WORD "0.9"))
    (NEWLINE "\n")))
