(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (OR_EXPR
      (WORD "a")
      (WHITESPACE " ")
      (OR_KW "or")
      (MISSING))
    (NEWLINE "\n")))
