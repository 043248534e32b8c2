(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (UNION
      (GROUP
        (L_PAREN "(")
        (NOT_EXPR
          (NOT_KW "not")
          (WHITESPACE " ")
          (WORD "a"))
        (R_PAREN ")"))
      (WHITESPACE " ")
      (PIPE "|")
      (WHITESPACE " ")
      (WORD "b"))
    (NEWLINE "\n")))
