(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (PHRASE
      (WORD "a")
      (WHITESPACE " ")
      (ERROR
        (NOT_KW "not"))
      (WHITESPACE " ")
      (WORD "b"))
    (NEWLINE "\n")))
