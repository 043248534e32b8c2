(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE "\t")
    (PHRASE
      (WORD "a")
      (WHITESPACE "\t")
      (WORD "b"))
    (NEWLINE "\n")))
