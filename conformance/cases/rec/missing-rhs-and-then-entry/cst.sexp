(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (AND_EXPR
      (WORD "a")
      (WHITESPACE " ")
      (AND_KW "and")
      (MISSING))
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "w")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "b")
    (NEWLINE "\n")))
