(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "show")
      (COLON ":"))
    (WHITESPACE " ")
    (TUPLE
      (WORD "a")
      (COMMA ",")
      (WHITESPACE " ")
      (WORD "b"))))
