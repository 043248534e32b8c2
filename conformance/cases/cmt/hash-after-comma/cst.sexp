(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (TUPLE
      (WORD "a")
      (COMMA ",")
      (WORD "#b"))
    (NEWLINE "\n")))
