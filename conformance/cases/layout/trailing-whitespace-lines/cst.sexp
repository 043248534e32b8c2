(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "a")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "1")
    (WHITESPACE "   ")
    (NEWLINE "\n"))
  (WHITESPACE "   ")
  (NEWLINE "\n"))
