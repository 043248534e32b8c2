(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "a")
      (COLON ":"))
    (WHITESPACE " ")
    (COMPARE_EXPR
      (WORD "x")
      (EQ2 "==")
      (WORD "y"))
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "b")
      (COLON ":"))
    (WHITESPACE " ")
    (COMPARE_EXPR
      (WORD "x")
      (WHITESPACE "  ")
      (NEQ "!=")
      (WHITESPACE "  ")
      (WORD "y"))
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "c")
      (COLON ":"))
    (WHITESPACE " ")
    (COMPARE_EXPR
      (WORD "x")
      (LT "<")
      (WORD "y"))
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "d")
      (COLON ":"))
    (WHITESPACE " ")
    (COMPARE_EXPR
      (WORD "x")
      (GT ">")
      (WORD "y"))
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "e")
      (COLON ":"))
    (WHITESPACE " ")
    (COMPARE_EXPR
      (WORD "x")
      (LT_EQ "<=")
      (WORD "y"))
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "f")
      (COLON ":"))
    (WHITESPACE " ")
    (COMPARE_EXPR
      (WORD "x")
      (GT_EQ ">=")
      (WORD "y"))
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "g")
      (COLON ":"))
    (WHITESPACE " ")
    (COMPARE_EXPR
      (WORD "x")
      (LT_EQ "≤")
      (WORD "y"))
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "h")
      (COLON ":"))
    (WHITESPACE " ")
    (COMPARE_EXPR
      (WORD "x")
      (GT_EQ "≥")
      (WORD "y"))
    (NEWLINE "\n")))
