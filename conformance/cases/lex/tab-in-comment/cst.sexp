(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "x")
    (WHITESPACE " ")
    (COMMENT "#\ttab")
    (NEWLINE "\n")))
