(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "replicas")
      (COLON ":"))
    (WHITESPACE " ")
    (DEFAULT_VALUE
      (WORD "int")
      (WHITESPACE " ")
      (EQ "=")
      (WHITESPACE " ")
      (WORD "2"))
    (NEWLINE "\n")))
