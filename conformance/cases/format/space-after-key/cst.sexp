(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "name")
      (COLON ":"))
    (WHITESPACE "   ")
    (WORD "api")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "steps")
      (COLON ":"))
    (WHITESPACE "\t\t")
    (WORD "deploy")
    (NEWLINE "\n")))
