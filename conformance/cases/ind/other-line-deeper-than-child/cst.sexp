(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "a")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "x")
    (NEWLINE "\n")
    (WHITESPACE "  ")
    (ENTRY
      (KEY
        (IDENT "b")
        (COLON ":"))
      (WHITESPACE " ")
      (PHRASE
        (WORD "1")
        (NEWLINE "\n")
        (WHITESPACE "    ")
        (WORD "more"))
      (NEWLINE "\n"))))
