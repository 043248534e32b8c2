(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "x")
    (WHITESPACE " ")
    (COMMENT "# a\rb")
    (NEWLINE "\n")))
