(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (TUPLE
      (PHRASE
        (WORD "a")
        (WHITESPACE " ")
        (WORD "b"))
      (COMMA ",")
      (WHITESPACE " ")
      (WORD "c"))
    (NEWLINE "\n")))
