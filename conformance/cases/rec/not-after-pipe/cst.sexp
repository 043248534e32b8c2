(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (OR_EXPR
      (COMPARE_EXPR
        (UNION
          (WORD "a")
          (WHITESPACE " ")
          (PIPE "|")
          (WHITESPACE " ")
          (ERROR
            (NOT_KW "not"))
          (WHITESPACE " ")
          (WORD "b"))
        (WHITESPACE " ")
        (GT_EQ ">=")
        (WHITESPACE " ")
        (WORD "c"))
      (WHITESPACE " ")
      (OR_KW "or")
      (WHITESPACE " ")
      (WORD "d"))
    (NEWLINE "\n")))
