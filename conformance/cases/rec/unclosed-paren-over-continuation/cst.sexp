(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (GROUP
      (L_PAREN "(")
      (PHRASE
        (WORD "a")
        (NEWLINE "\n")
        (WHITESPACE "  ")
        (WORD "b")))
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "w")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "c")
    (NEWLINE "\n")))
