(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (GROUP
      (L_PAREN "(")
      (NEWLINE "\n")
      (WHITESPACE "  ")
      (R_PAREN ")"))
    (NEWLINE "\n")))
