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
        (LT "<")
        (WHITESPACE " ")
        (WORD "b"))
      (WHITESPACE " ")
      (AND_KW "and")
      (WHITESPACE " ")
      (COMPARE_EXPR
        (WORD "b")
        (WHITESPACE " ")
        (LT "<")
        (WHITESPACE " ")
        (WORD "c")))
    (NEWLINE "\n")))
