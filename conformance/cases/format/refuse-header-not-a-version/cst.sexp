(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "keepshipping")
      (COLON ":"))
    (WHITESPACE " ")
    (STRING "\"0.1\"")
    (NEWLINE "\n")))
