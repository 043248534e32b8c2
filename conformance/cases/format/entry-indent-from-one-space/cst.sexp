(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "a")
      (COLON ":"))
    (NEWLINE "\n")
    (WHITESPACE " ")
    (ENTRY
      (KEY
        (IDENT "b")
        (COLON ":"))
      (NEWLINE "\n")
      (WHITESPACE "  ")
      (ENTRY
        (KEY
          (IDENT "c")
          (COLON ":"))
        (WHITESPACE " ")
        (WORD "d")
        (NEWLINE "\n")))
    (WHITESPACE " ")
    (ENTRY
      (KEY
        (IDENT "e")
        (COLON ":"))
      (WHITESPACE " ")
      (WORD "f")
      (NEWLINE "\n"))))
