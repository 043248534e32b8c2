(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (COMPARE_EXPR
      (MISSING)
      (EQ2 "==")
      (MISSING))
    (NEWLINE "\n")))
