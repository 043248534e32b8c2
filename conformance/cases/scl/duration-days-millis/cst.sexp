(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "value")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "1d1ms")
    (NEWLINE "\n")))
