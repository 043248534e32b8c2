(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "a")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "b")
    (NEWLINE "\r\n"))
  (ENTRY
    (KEY
      (IDENT "c")
      (COLON ":"))
    (NEWLINE "\r\n")
    (WHITESPACE "  ")
    (ENTRY
      (KEY
        (IDENT "d")
        (COLON ":"))
      (WHITESPACE " ")
      (WORD "e")
      (NEWLINE "\r\n")))
  (NEWLINE "\r\n"))
