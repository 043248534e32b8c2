(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (IS_EXPR
      (WORD "a")
      (WHITESPACE " ")
      (IS_KW "is")
      (WHITESPACE " ")
      (WORD "b")
      (WHITESPACE " ")
      (GT_EQ ">=")
      (WHITESPACE " ")
      (WORD "c")
      (WHITESPACE " ")
      (ERROR
        (GT_EQ ">=")
        (WHITESPACE " ")
        (WORD "d")))
    (NEWLINE "\n")))
