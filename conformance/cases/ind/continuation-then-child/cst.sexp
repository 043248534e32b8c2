(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (OR_EXPR
      (WORD "a")
      (NEWLINE "\n")
      (WHITESPACE "  ")
      (OR_KW "or")
      (WHITESPACE " ")
      (WORD "b"))
    (NEWLINE "\n")
    (WHITESPACE "  ")
    (ENTRY
      (KEY
        (IDENT "c")
        (COLON ":"))
      (WHITESPACE " ")
      (WORD "1")
      (NEWLINE "\n"))))
