(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "a")
      (COLON ":"))
    (WHITESPACE " ")
    (AND_EXPR
      (WORD "x")
      (NEWLINE "\n")
      (WHITESPACE "\t")
      (AND_KW "and")
      (WHITESPACE " ")
      (WORD "y"))
    (NEWLINE "\n")))
