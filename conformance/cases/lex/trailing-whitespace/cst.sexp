(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "a")
    (WHITESPACE "   ")
    (NEWLINE "\n")))
