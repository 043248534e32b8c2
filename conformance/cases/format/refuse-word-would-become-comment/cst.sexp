(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "x")
      (COLON ":"))
    (WHITESPACE " ")
    (PHRASE
      (STRING "\"s\"")
      (WORD "#b"))
    (NEWLINE "\n")))
