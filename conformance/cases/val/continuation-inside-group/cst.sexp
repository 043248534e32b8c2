(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (GROUP
      (L_PAREN "(")
      (TUPLE
        (WORD "a")
        (COMMA ",")
        (NEWLINE "\n")
        (WHITESPACE "  ")
        (WORD "b"))
      (R_PAREN ")"))
    (NEWLINE "\n")))
