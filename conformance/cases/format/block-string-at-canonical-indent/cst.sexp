(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "notes")
      (COLON ":"))
    (WHITESPACE " ")
    (BLOCK_STRING
      (PIPE "|")
      (NEWLINE "\n")
      (BLOCK_LINE "  first line")
      (NEWLINE "\n")
      (NEWLINE "\n")
      (BLOCK_LINE "  second line"))
    (NEWLINE "\n")))
