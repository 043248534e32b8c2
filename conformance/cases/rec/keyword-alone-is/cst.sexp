(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (IS_EXPR
      (MISSING)
      (IS_KW "is")
      (MISSING))
    (NEWLINE "\n")))
