(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "x")
      (COLON ":"))
    (WHITESPACE " ")
    (GROUP
      (L_PAREN "(")
      (WHITESPACE " ")
      (TUPLE
        (WORD "a")
        (COMMA ",")
        (NEWLINE "\n")
        (WHITESPACE "  ")
        (WORD "b"))
      (NEWLINE "\n")
      (WHITESPACE "  ")
      (R_PAREN ")"))
    (NEWLINE "\n")))
