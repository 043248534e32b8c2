(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "a")
      (COLON ":"))
    (NEWLINE "\n")
    (WHITESPACE "  ")
    (ENTRY
      (KEY
        (IDENT "b")
        (COLON ":"))
      (WHITESPACE " ")
      (WORD "c")
      (NEWLINE "\n"))
    (WHITESPACE " ")
    (ERROR
      (WORD "oops"))
    (NEWLINE "\n")))
