(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "steps")
      (COLON ":"))
    (NEWLINE "\n")
    (WHITESPACE "    ")
    (ENTRY
      (KEY
        (IDENT "auto")
        (COLON ":"))
      (WHITESPACE " ")
      (OR_EXPR
        (AND_EXPR
          (WORD "a")
          (NEWLINE "\n")
          (WHITESPACE "     ")
          (AND_KW "and")
          (WHITESPACE " ")
          (WORD "b"))
        (NEWLINE "\n")
        (WHITESPACE "     ")
        (OR_KW "or")
        (WHITESPACE " ")
        (WORD "c"))
      (NEWLINE "\n"))))
