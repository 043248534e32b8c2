(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "replicas")
      (COLON ":"))
    (WHITESPACE " ")
    (DEFAULT_VALUE
      (WORD "int")
      (EQ "=")
      (WORD "2"))
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "name")
      (COLON ":"))
    (WHITESPACE " ")
    (DEFAULT_VALUE
      (WORD "String")
      (WHITESPACE "   ")
      (EQ "=")
      (WHITESPACE "   ")
      (STRING "\"api\""))
    (NEWLINE "\n")))
