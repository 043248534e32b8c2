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
      (WORD "c"))
    (NEWLINE "\n")))
