(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "a")
      (COLON ":"))
    (WHITESPACE " ")
    (PHRASE
      (GROUP
        (L_PAREN "(")
        (WORD "x")
        (R_PAREN ")"))
      (WORD "y"))
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "b")
      (COLON ":"))
    (WHITESPACE " ")
    (PHRASE
      (STRING "\"s\"")
      (GROUP
        (L_PAREN "(")
        (WORD "x")
        (R_PAREN ")")))
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "c")
      (COLON ":"))
    (WHITESPACE " ")
    (NOT_EXPR
      (NOT_KW "not")
      (GROUP
        (L_PAREN "(")
        (WORD "x")
        (R_PAREN ")")))
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "d")
      (COLON ":"))
    (WHITESPACE " ")
    (PHRASE
      (GROUP
        (L_PAREN "(")
        (WORD "x")
        (R_PAREN ")"))
      (GROUP
        (L_PAREN "(")
        (WORD "y")
        (R_PAREN ")")))
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "e")
      (COLON ":"))
    (WHITESPACE " ")
    (PHRASE
      (INTERP "{a.b}")
      (GROUP
        (L_PAREN "(")
        (WORD "x")
        (R_PAREN ")")))
    (NEWLINE "\n")))
