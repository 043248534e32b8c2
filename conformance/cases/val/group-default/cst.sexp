(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (GROUP
      (L_PAREN "(")
      (DEFAULT_VALUE
        (WORD "a")
        (WHITESPACE " ")
        (EQ "=")
        (WHITESPACE " ")
        (WORD "b"))
      (R_PAREN ")"))
    (NEWLINE "\n")))
