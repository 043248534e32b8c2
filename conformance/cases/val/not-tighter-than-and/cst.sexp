(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (AND_EXPR
      (NOT_EXPR
        (NOT_KW "not")
        (WHITESPACE " ")
        (WORD "a"))
      (WHITESPACE " ")
      (AND_KW "and")
      (WHITESPACE " ")
      (WORD "b"))
    (NEWLINE "\n")))
