(SOURCE_FILE
  (COMMENT "# c")
  (NEWLINE "\r\n")
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "x")
    (WHITESPACE " ")
    (COMMENT "# t")
    (NEWLINE "\r\n")))
