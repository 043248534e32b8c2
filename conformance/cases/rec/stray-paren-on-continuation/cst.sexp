(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (PHRASE
      (WORD "a")
      (NEWLINE "\n")
      (WHITESPACE "  ")
      (ERROR
        (R_PAREN ")"))
      (WHITESPACE " ")
      (WORD "b"))
    (NEWLINE "\n")))
