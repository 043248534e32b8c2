(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "n")
      (COLON ":"))
    (WHITESPACE " ")
    (BLOCK_STRING
      (PIPE "|")
      (NEWLINE "\n")
      (BLOCK_LINE "  a\tb")
      (NEWLINE "\n")
      (BLOCK_LINE "  \tc"))
    (NEWLINE "\n")))
