(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "a")
      (COLON ":"))
    (WHITESPACE " ")
    (AND_EXPR
      (WORD "x")
      (NEWLINE "\n")
      (WHITESPACE "  ")
      (AND_KW "and")
      (WHITESPACE " ")
      (WORD "y"))))
