(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "n")
      (COLON ":"))
    (WHITESPACE " ")
    (BLOCK_STRING
      (PIPE "|")
      (NEWLINE "\n")
      (BLOCK_LINE "  a"))
    (NEWLINE "\n"))
  (WHITESPACE "   ")
  (NEWLINE "\n")
  (ENTRY
    (KEY
      (IDENT "b")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "1")
    (NEWLINE "\n")))
