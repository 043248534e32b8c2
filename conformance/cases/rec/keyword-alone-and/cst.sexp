(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (AND_EXPR
      (MISSING)
      (AND_KW "and")
      (MISSING))
    (NEWLINE "\n")))
