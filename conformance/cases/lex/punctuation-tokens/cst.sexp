(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (UNION
      (GROUP
        (L_PAREN "(")
        (TUPLE
          (WORD "a")
          (COMMA ",")
          (WHITESPACE " ")
          (WORD "b"))
        (R_PAREN ")"))
      (WHITESPACE " ")
      (PIPE "|")
      (WHITESPACE " ")
      (WORD "c"))
    (NEWLINE "\n")))
