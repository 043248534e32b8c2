(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (COMPARE_EXPR
      (UNION
        (WORD "a")
        (WHITESPACE " ")
        (PIPE "|")
        (WHITESPACE " ")
        (WORD "b"))
      (WHITESPACE " ")
      (EQ2 "==")
      (WHITESPACE " ")
      (UNION
        (WORD "c")
        (WHITESPACE " ")
        (PIPE "|")
        (WHITESPACE " ")
        (WORD "d")))
    (NEWLINE "\n")))
