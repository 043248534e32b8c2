(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "a")
      (COLON ":"))
    (WHITESPACE " ")
    (PHRASE
      (WORD "b")
      (ERROR_TOKEN "\r")
      (WORD "c"))
    (NEWLINE "\n")))
