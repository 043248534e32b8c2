(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (AND_EXPR
      (WORD "a")
      (WHITESPACE " ")
      (AND_KW "and")
      (WHITESPACE " ")
      (WORD "b")
      (WHITESPACE " ")
      (AND_KW "and")
      (WHITESPACE " ")
      (WORD "c"))
    (NEWLINE "\n")))
