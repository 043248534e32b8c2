(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (STRING "\"\\t and \\q\"")
    (NEWLINE "\n")))
