(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (TUPLE
      (MISSING)
      (COMMA ",")
      (WHITESPACE " ")
      (WORD "b"))
    (NEWLINE "\n")))
