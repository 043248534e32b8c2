(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "not")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "x")
    (NEWLINE "\n")))
