(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (DEFAULT_VALUE
      (TUPLE
        (WORD "a")
        (COMMA ",")
        (WHITESPACE " ")
        (WORD "b"))
      (WHITESPACE " ")
      (EQ "=")
      (WHITESPACE " ")
      (TUPLE
        (WORD "c")
        (COMMA ",")
        (WHITESPACE " ")
        (WORD "d")))
    (NEWLINE "\n")))
