(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "auto")
      (COLON ":"))
    (NEWLINE "\r\n")
    (WHITESPACE "  ")
    (AND_EXPR
      (WORD "a")
      (WHITESPACE " ")
      (AND_KW "and")
      (WHITESPACE " ")
      (WORD "b"))
    (NEWLINE "\r\n")))
