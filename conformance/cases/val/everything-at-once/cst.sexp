(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (DEFAULT_VALUE
      (TUPLE
        (OR_EXPR
          (COMPARE_EXPR
            (UNION
              (PHRASE
                (WORD "a")
                (WHITESPACE " ")
                (WORD "b"))
              (WHITESPACE " ")
              (PIPE "|")
              (WHITESPACE " ")
              (WORD "c"))
            (WHITESPACE " ")
            (EQ2 "==")
            (WHITESPACE " ")
            (WORD "d"))
          (WHITESPACE " ")
          (OR_KW "or")
          (WHITESPACE " ")
          (AND_EXPR
            (NOT_EXPR
              (NOT_KW "not")
              (WHITESPACE " ")
              (IS_EXPR
                (WORD "e")
                (WHITESPACE " ")
                (IS_KW "is")
                (WHITESPACE " ")
                (WORD "f")
                (WHITESPACE " ")
                (GT_EQ ">=")
                (WHITESPACE " ")
                (WORD "g")))
            (WHITESPACE " ")
            (AND_KW "and")
            (WHITESPACE " ")
            (GROUP
              (L_PAREN "(")
              (TUPLE
                (WORD "h")
                (COMMA ",")
                (WHITESPACE " ")
                (WORD "i"))
              (R_PAREN ")"))))
        (COMMA ",")
        (WHITESPACE " ")
        (WORD "j"))
      (WHITESPACE " ")
      (EQ "=")
      (WHITESPACE " ")
      (WORD "k"))
    (NEWLINE "\n")))
