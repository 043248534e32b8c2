(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (TUPLE
      (WORD "a")
      (COMMA ",")
      (NEWLINE "\n")
      (WHITESPACE "  ")
      (WORD "b"))
    (NEWLINE "\n")))
