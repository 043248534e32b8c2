(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (PHRASE
      (WORD "f")
      (GROUP
        (L_PAREN "(")
        (DEFAULT_VALUE
          (WORD "a")
          (WHITESPACE " ")
          (EQ "=")
          (WHITESPACE " ")
          (WORD "1"))
        (R_PAREN ")")))
    (NEWLINE "\n")))
