(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "a")
    (ERROR
      (R_PAREN ")"))
    (NEWLINE "\n")))
