(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (COMPARE_EXPR
      (GROUP
        (L_PAREN "(")
        (COMPARE_EXPR
          (WORD "a")
          (WHITESPACE " ")
          (LT "<")
          (WHITESPACE " ")
          (WORD "b"))
        (R_PAREN ")"))
      (WHITESPACE " ")
      (LT "<")
      (WHITESPACE " ")
      (WORD "c"))
    (NEWLINE "\n")))
