(SOURCE_FILE
  (COMMENT "# top")
  (NEWLINE "\n")
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (AND_EXPR
      (WORD "a")
      (WHITESPACE " ")
      (COMMENT "# c")
      (NEWLINE "\n")
      (WHITESPACE "  ")
      (AND_KW "and")
      (WHITESPACE " ")
      (WORD "b"))
    (NEWLINE "\n")))
