(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "a")
      (COLON ":"))
    (WHITESPACE " ")
    (PHRASE
      (WORD "x")
      (NEWLINE "\n")
      (WHITESPACE "  ")
      (WORD "http://y"))
    (NEWLINE "\n")))
