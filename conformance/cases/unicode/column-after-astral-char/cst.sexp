(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (PHRASE
      (WORD "🚀")
      (WHITESPACE " ")
      (STRING "\"x\\q\""))
    (NEWLINE "\n")))
