(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (OR_EXPR
      (WORD "a")
      (NEWLINE "\n")
      (WHITESPACE "  ")
      (OR_KW "or")
      (NEWLINE "\n")
      (WHITESPACE "  ")
      (WORD "b"))
    (NEWLINE "\n")))
