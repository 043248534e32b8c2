(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (PHRASE
      (STRING "\"a\"")
      (WORD "#b"))
    (NEWLINE "\n")))
