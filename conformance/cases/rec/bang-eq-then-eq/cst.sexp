(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (DEFAULT_VALUE
      (COMPARE_EXPR
        (WORD "a")
        (WHITESPACE " ")
        (NEQ "!=")
        (MISSING))
      (EQ "=")
      (WHITESPACE " ")
      (WORD "b"))
    (NEWLINE "\n")))
