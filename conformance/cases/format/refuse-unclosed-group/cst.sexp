(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "x")
      (COLON ":"))
    (WHITESPACE " ")
    (GROUP
      (L_PAREN "(")
      (GROUP
        (L_PAREN "(")))
    (NEWLINE "\n")))
