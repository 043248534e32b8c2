(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (PHRASE
      (WORD "list")
      (GROUP
        (L_PAREN "(")
        (WORD "x")
        (R_PAREN ")")))
    (NEWLINE "\n")))
