(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "steps")
      (COLON ":"))
    (NEWLINE "\n")
    (WHITESPACE "  ")
    (ENTRY
      (KEY
        (IDENT "zeta")
        (COLON ":"))
      (WHITESPACE " ")
      (WORD "1")
      (NEWLINE "\n"))
    (WHITESPACE "  ")
    (ENTRY
      (KEY
        (IDENT "alpha")
        (COLON ":"))
      (WHITESPACE " ")
      (WORD "2")
      (NEWLINE "\n")))
  (ENTRY
    (KEY
      (IDENT "name")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "api")
    (NEWLINE "\n")))
