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
      (ERROR
        (NOT_KW "not"))
      (WHITESPACE " ")
      (WORD "c"))
    (NEWLINE "\n")))
