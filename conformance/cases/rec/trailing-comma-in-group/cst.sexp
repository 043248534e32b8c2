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
        (MISSING))
      (R_PAREN ")"))
    (NEWLINE "\n")))
