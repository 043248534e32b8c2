(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "a")
      (COLON ":"))
    (NEWLINE "\n")
    (WHITESPACE "  ")
    (ENTRY
      (KEY
        (IDENT "b")
        (COLON ":"))
      (WHITESPACE " ")
      (WORD "1")
      (NEWLINE "\n"))))
