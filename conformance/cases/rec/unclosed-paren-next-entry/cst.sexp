(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (GROUP
      (L_PAREN "(")
      (WORD "a"))
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "w")
      (COLON ":"))
    (WHITESPACE " ")
    (GROUP
      (L_PAREN "(")
      (WORD "b")
      (R_PAREN ")"))
    (NEWLINE "\n")))
