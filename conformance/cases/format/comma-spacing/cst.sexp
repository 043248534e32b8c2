(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "wait")
      (COLON ":"))
    (WHITESPACE " ")
    (TUPLE
      (WORD "healthy")
      (WHITESPACE " ")
      (COMMA ",")
      (WORD "5m"))
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "show")
      (COLON ":"))
    (WHITESPACE " ")
    (TUPLE
      (WORD "a")
      (WHITESPACE " ")
      (COMMA ",")
      (WHITESPACE "  ")
      (WORD "b")
      (COMMA ",")
      (WORD "c"))
    (NEWLINE "\n")))
