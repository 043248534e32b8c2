(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (PHRASE
      (WORD "{a.b")
      (WHITESPACE " ")
      (WORD "c"))
    (ERROR_TOKEN "}")
    (NEWLINE "\n")))
