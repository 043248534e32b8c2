(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "a")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "b")
    (NEWLINE "\n"))
  (NEWLINE "\n")
  (NEWLINE "\n")
  (NEWLINE "\n")
  (ENTRY
    (KEY
      (IDENT "c")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "d")
    (NEWLINE "\n"))
  (WHITESPACE "  ")
  (NEWLINE "\n")
  (WHITESPACE "   ")
  (NEWLINE "\n")
  (NEWLINE "\n")
  (ENTRY
    (KEY
      (IDENT "e")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "f")
    (NEWLINE "\n")))
