(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "and")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "x")
    (NEWLINE "\n")))
