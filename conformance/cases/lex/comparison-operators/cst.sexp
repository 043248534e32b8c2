(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "a")
      (COLON ":"))
    (WHITESPACE " ")
    (COMPARE_EXPR
      (WORD "x")
      (WHITESPACE " ")
      (EQ2 "==")
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
      (NEQ "!=")
      (WHITESPACE " ")
      (WORD "y"))
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "c")
      (COLON ":"))
    (WHITESPACE " ")
    (COMPARE_EXPR
      (WORD "x")
      (WHITESPACE " ")
      (GT_EQ ">=")
      (WHITESPACE " ")
      (WORD "y"))
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "d")
      (COLON ":"))
    (WHITESPACE " ")
    (COMPARE_EXPR
      (WORD "x")
      (WHITESPACE " ")
      (LT_EQ "<=")
      (WHITESPACE " ")
      (WORD "y"))
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "e")
      (COLON ":"))
    (WHITESPACE " ")
    (COMPARE_EXPR
      (WORD "x")
      (WHITESPACE " ")
      (LT "<")
      (WHITESPACE " ")
      (WORD "y"))
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "f")
      (COLON ":"))
    (WHITESPACE " ")
    (COMPARE_EXPR
      (WORD "x")
      (WHITESPACE " ")
      (GT ">")
      (WHITESPACE " ")
      (WORD "y"))
    (NEWLINE "\n")))
