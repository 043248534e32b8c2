(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (OR_EXPR
      (WORD "a")
      (WHITESPACE " ")
      (OR_KW "or")
      (WHITESPACE " ")
      (AND_EXPR
        (WORD "b")
        (WHITESPACE " ")
        (AND_KW "and")
        (WHITESPACE " ")
        (WORD "c")))
    (NEWLINE "\n")))
