(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (PHRASE
      (WORD "a")
      (ERROR_TOKEN "\u0001")
      (WORD "b"))
    (NEWLINE "\n")))
