(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (DEFAULT_VALUE
      (MISSING)
      (EQ "=")
      (WHITESPACE " ")
      (WORD "2"))
    (NEWLINE "\n")))
