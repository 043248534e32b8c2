(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (UNION
      (WORD "a")
      (WHITESPACE " ")
      (PIPE "|")
      (WHITESPACE " ")
      (GROUP
        (L_PAREN "(")
        (NOT_EXPR
          (NOT_KW "not")
          (WHITESPACE " ")
          (WORD "b"))
        (R_PAREN ")")))
    (NEWLINE "\n")))
