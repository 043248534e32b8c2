(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "or")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "x")
    (NEWLINE "\n")))
