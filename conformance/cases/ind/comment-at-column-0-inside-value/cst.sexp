(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (AND_EXPR
      (WORD "a")
      (NEWLINE "\n")
      (COMMENT "# c")
      (NEWLINE "\n")
      (WHITESPACE "  ")
      (AND_KW "and")
      (WHITESPACE " ")
      (WORD "b"))
    (NEWLINE "\n")))
