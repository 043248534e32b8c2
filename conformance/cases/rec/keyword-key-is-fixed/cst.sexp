(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "state")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "x")
    (NEWLINE "\n")))
