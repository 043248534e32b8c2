(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (PHRASE
      (GROUP
        (L_PAREN "(")
        (WORD "a")
        (R_PAREN ")"))
      (WORD "#b"))
    (NEWLINE "\n")))
