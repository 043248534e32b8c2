(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (IS_EXPR
      (WORD "risk")
      (WHITESPACE " ")
      (IS_KW "is")
      (WHITESPACE " ")
      (WORD "low")
      (WHITESPACE " ")
      (GT_EQ "≥")
      (WHITESPACE " ")
      (WORD "0.95"))
    (NEWLINE "\n")))
