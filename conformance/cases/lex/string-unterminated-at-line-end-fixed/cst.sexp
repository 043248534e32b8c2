(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (STRING "\"abc\"")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "w")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "x")
    (NEWLINE "\n")))
