(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "x")
      (COLON ":"))
    (WHITESPACE " ")
    (GROUP
      (L_PAREN "(")
      (WHITESPACE " ")
      (OR_EXPR
        (WORD "a")
        (WHITESPACE " ")
        (OR_KW "or")
        (WHITESPACE " ")
        (WORD "b"))
      (WHITESPACE " ")
      (R_PAREN ")"))
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "y")
      (COLON ":"))
    (WHITESPACE " ")
    (GROUP
      (L_PAREN "(")
      (WHITESPACE "  ")
      (R_PAREN ")"))
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "z")
      (COLON ":"))
    (WHITESPACE " ")
    (GROUP
      (L_PAREN "(")
      (WHITESPACE " ")
      (GROUP
        (L_PAREN "(")
        (WHITESPACE " ")
        (WORD "a")
        (WHITESPACE " ")
        (R_PAREN ")"))
      (WHITESPACE " ")
      (R_PAREN ")"))
    (NEWLINE "\n")))
