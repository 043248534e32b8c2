(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "a")
    (WHITESPACE " ")
    (COMMENT "# note")
    (NEWLINE "\n")))
