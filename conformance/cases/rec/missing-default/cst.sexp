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
      (MISSING))
    (NEWLINE "\n")))
