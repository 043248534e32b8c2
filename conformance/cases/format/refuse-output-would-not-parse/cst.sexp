(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "x")
      (COLON ":"))
    (WHITESPACE " ")
    (TUPLE
      (WORD "a")
      (COMMA ",")
      (WORD "#b"))
    (NEWLINE "\n")))
