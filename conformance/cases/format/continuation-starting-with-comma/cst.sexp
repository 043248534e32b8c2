(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "wait")
      (COLON ":"))
    (WHITESPACE " ")
    (TUPLE
      (WORD "healthy")
      (NEWLINE "\n")
      (WHITESPACE "   ")
      (COMMA ",")
      (WHITESPACE " ")
      (WORD "5m"))
    (NEWLINE "\n")))
