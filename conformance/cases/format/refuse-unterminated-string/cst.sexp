(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "x")
      (COLON ":"))
    (WHITESPACE " ")
    (STRING "\"abc")
    (NEWLINE "\n")))
