(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (COMPARE_EXPR
      (WORD "a")
      (WHITESPACE " ")
      (EQ2 "==")
      (MISSING))
    (NEWLINE "\n")))
