(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "a")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "1")
    (NEWLINE "\r\n"))
  (ENTRY
    (KEY
      (IDENT "b")
      (COLON ":"))
    (NEWLINE "\r\n")
    (WHITESPACE "  ")
    (ENTRY
      (KEY
        (IDENT "c")
        (COLON ":"))
      (WHITESPACE " ")
      (WORD "2")
      (NEWLINE "\r\n"))))
