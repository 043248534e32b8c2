(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "keepshipping")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "0.2")))
