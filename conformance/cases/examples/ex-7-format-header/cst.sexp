(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "keepshipping")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "0.1")
    (NEWLINE "\n")))
