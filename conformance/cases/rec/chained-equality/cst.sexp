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
      (WHITESPACE " ")
      (WORD "b")
      (WHITESPACE " ")
      (ERROR
        (NEQ "!=")
        (WHITESPACE " ")
        (WORD "c")))
    (NEWLINE "\n")))
