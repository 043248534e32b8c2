(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (GROUP
      (L_PAREN "(")
      (TUPLE
        (MISSING)
        (COMMA ",")
        (MISSING))
      (R_PAREN ")"))
    (NEWLINE "\n")))
