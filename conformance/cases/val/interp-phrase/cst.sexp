(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (PHRASE
      (INTERP "{a.b}")
      (WHITESPACE " ")
      (WORD "x"))
    (NEWLINE "\n")))
