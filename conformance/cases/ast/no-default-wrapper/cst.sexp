(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (TUPLE
      (WORD "a")
      (COMMA ",")
      (WHITESPACE " ")
      (WORD "b"))
    (NEWLINE "\n")))
