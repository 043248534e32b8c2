(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (OR_EXPR
      (AND_EXPR
        (WORD "a")
        (WHITESPACE " ")
        (AND_KW "and")
        (WHITESPACE " ")
        (WORD "b"))
      (WHITESPACE " ")
      (OR_KW "or")
      (WHITESPACE " ")
      (NOT_EXPR
        (NOT_KW "not")
        (WHITESPACE " ")
        (IS_EXPR
          (WORD "c")
          (WHITESPACE " ")
          (IS_KW "is")
          (WHITESPACE " ")
          (WORD "d"))))
    (NEWLINE "\n")))
