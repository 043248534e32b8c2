(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (DEFAULT_VALUE
      (WORD "a")
      (WHITESPACE " ")
      (EQ "=")
      (WHITESPACE " ")
      (WORD "b")
      (WHITESPACE " ")
      (ERROR
        (EQ "=")
        (WHITESPACE " ")
        (WORD "c")))
    (NEWLINE "\n")))
