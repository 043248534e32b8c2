(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (NOT_EXPR
      (NOT_KW "not")
      (WHITESPACE " ")
      (COMPARE_EXPR
        (WORD "a")
        (WHITESPACE " ")
        (EQ2 "==")
        (WHITESPACE " ")
        (WORD "b")))
    (NEWLINE "\n")))
