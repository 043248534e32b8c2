(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "a")
      (COLON ":"))
    (WHITESPACE " ")
    (COMPARE_EXPR
      (WORD "x")
      (WHITESPACE " ")
      (GT_EQ "≥")
      (WHITESPACE " ")
      (WORD "y"))
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "b")
      (COLON ":"))
    (WHITESPACE " ")
    (COMPARE_EXPR
      (WORD "x")
      (WHITESPACE " ")
      (LT_EQ "≤")
      (WHITESPACE " ")
      (WORD "y"))
    (NEWLINE "\n")))
