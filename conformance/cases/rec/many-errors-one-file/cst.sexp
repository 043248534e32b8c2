(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "a")
      (COLON ":"))
    (WHITESPACE " ")
    (STRING "\"x")
    (NEWLINE "\n")
    (WHITESPACE "\t")
    (ENTRY
      (KEY
        (IDENT "b")
        (COLON ":"))
      (WHITESPACE " ")
      (GROUP
        (L_PAREN "(")
        (WORD "c"))
      (NEWLINE "\n")))
  (ENTRY
    (KEY
      (IDENT "d")
      (COLON ":"))
    (WHITESPACE " ")
    (COMPARE_EXPR
      (WORD "e")
      (WHITESPACE " ")
      (EQ2 "==")
      (MISSING))
    (NEWLINE "\n")
    (WHITESPACE "  ")
    (ENTRY
      (KEY
        (IDENT "f")
        (COLON ":"))
      (WHITESPACE " ")
      (PHRASE
        (WORD "x")
        (ERROR_TOKEN "}")
        (WORD "y"))
      (NEWLINE "\n"))))
