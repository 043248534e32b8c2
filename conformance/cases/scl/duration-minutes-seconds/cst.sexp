(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "value")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "1m30s")
    (NEWLINE "\n")))
