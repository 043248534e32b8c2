(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (PHRASE
      (WORD "a")
      (ERROR_TOKEN "\r")
      (WORD "w:")
      (WHITESPACE " ")
      (WORD "b"))
    (NEWLINE "\n")))
