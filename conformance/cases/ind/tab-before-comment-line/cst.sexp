(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "a")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "1")
    (NEWLINE "\n"))
  (WHITESPACE "\t")
  (COMMENT "# c")
  (NEWLINE "\n")
  (ENTRY
    (KEY
      (IDENT "b")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "2")
    (NEWLINE "\n")))
