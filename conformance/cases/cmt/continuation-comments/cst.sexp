(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (AND_EXPR
      (WORD "a")
      (WHITESPACE " ")
      (COMMENT "# c1")
      (NEWLINE "\n")
      (WHITESPACE "  ")
      (AND_KW "and")
      (WHITESPACE " ")
      (WORD "b"))
    (WHITESPACE " ")
    (COMMENT "# c2")
    (NEWLINE "\n")))
