(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "value")
      (COLON ":"))
    (WHITESPACE " ")
    (PHRASE
      (WORD "5m")
      (STRING "\"x\""))
    (NEWLINE "\n")))
