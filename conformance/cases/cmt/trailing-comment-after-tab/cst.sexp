(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "a")
    (WHITESPACE "\t")
    (COMMENT "# note")
    (NEWLINE "\n")))
