(SOURCE_FILE
  (COMMENT "# a\u001bb")
  (NEWLINE "\n")
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "x")
    (NEWLINE "\n")))
