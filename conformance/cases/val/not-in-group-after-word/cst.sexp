(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (PHRASE
      (WORD "a")
      (WHITESPACE " ")
      (GROUP
        (L_PAREN "(")
        (NOT_EXPR
          (NOT_KW "not")
          (WHITESPACE " ")
          (WORD "b"))
        (R_PAREN ")")))
    (NEWLINE "\n")))
