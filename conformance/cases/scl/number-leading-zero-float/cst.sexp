(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "value")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "00.5")
    (NEWLINE "\n")))
