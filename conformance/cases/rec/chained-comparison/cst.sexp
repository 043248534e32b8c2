(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (COMPARE_EXPR
      (WORD "a")
      (WHITESPACE " ")
      (LT "<")
      (WHITESPACE " ")
      (WORD "b")
      (WHITESPACE " ")
      (ERROR
        (LT "<")
        (WHITESPACE " ")
        (WORD "c")))
    (NEWLINE "\n")))
