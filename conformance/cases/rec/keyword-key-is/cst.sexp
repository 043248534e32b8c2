(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "is")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "x")
    (NEWLINE "\n")))
