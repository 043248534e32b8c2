(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "n")
      (COLON ":"))
    (WHITESPACE " ")
    (BLOCK_STRING
      (PIPE "|")
      (WHITESPACE "   ")
      (NEWLINE "\n")
      (BLOCK_LINE "  a"))
    (NEWLINE "\n")))
