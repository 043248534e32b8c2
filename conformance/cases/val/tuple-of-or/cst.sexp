(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (TUPLE
      (OR_EXPR
        (WORD "a")
        (WHITESPACE " ")
        (OR_KW "or")
        (WHITESPACE " ")
        (WORD "b"))
      (COMMA ",")
      (WHITESPACE " ")
      (WORD "c"))
    (NEWLINE "\n")))
