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
      (NEWLINE "\n")
      (WHITESPACE "    ")
      (ENTRY
        (KEY
          (IDENT "c")
          (COLON ":"))
        (WHITESPACE " ")
        (WORD "1")
        (NEWLINE "\n"))
      (WHITESPACE "    ")
      (ENTRY
        (KEY
          (IDENT "d")
          (COLON ":"))
        (WHITESPACE " ")
        (WORD "2")
        (NEWLINE "\n")))))
