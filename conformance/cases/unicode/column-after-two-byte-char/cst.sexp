(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (PHRASE
      (WORD "é")
      (WHITESPACE " ")
      (STRING "\"abc"))
    (NEWLINE "\n")))
