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
        (EQ2 "==")
        (WHITESPACE " ")
        (WORD "b"))
      (WHITESPACE " ")
      (EQ "=")
      (WHITESPACE " ")
      (WORD "c"))
    (NEWLINE "\n")))
