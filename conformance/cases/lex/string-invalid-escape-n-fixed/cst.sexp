(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (STRING "\"a\\\\nb\"")
    (NEWLINE "\n")))
