(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (COMPARE_EXPR
      (WORD "a")
      (WHITESPACE " ")
      (GT_EQ "≥")
      (MISSING))
    (NEWLINE "\n")))
