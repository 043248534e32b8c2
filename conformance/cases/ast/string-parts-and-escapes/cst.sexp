(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (STRING "\"x {a.b} \\\" y \\\\\"")
    (NEWLINE "\n")))
