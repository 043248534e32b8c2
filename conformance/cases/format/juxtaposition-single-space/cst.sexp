(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "x")
      (COLON ":"))
    (WHITESPACE " ")
    (PHRASE
      (WORD "deploy")
      (WHITESPACE "    ")
      (WORD "staging"))
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "y")
      (COLON ":"))
    (WHITESPACE " ")
    (PHRASE
      (WORD "a")
      (STRING "\"b\""))
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "z")
      (COLON ":"))
    (WHITESPACE " ")
    (PHRASE
      (STRING "\"a\"")
      (WORD "b"))
    (NEWLINE "\n")))
