(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "value")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "a-.b")
    (NEWLINE "\n")))
