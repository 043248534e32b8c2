(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (PHRASE
      (STRING "\"a\"")
      (WHITESPACE " ")
      (STRING "\"b\""))
    (NEWLINE "\n")))
