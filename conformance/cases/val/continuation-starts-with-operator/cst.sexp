(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (COMPARE_EXPR
      (WORD "a")
      (NEWLINE "\n")
      (WHITESPACE "  ")
      (EQ2 "==")
      (WHITESPACE " ")
      (WORD "b"))
    (NEWLINE "\n")))
