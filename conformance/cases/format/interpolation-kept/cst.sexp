(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "tag")
      (COLON ":"))
    (WHITESPACE " ")
    (PHRASE
      (STRING "\"api-{git.sha}\"")
      (WHITESPACE "  ")
      (INTERP "{a.b}")
      (WHITESPACE "   ")
      (WORD "x{a.b}y"))
    (NEWLINE "\n")))
