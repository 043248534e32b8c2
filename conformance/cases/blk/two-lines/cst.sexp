(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "notes")
      (COLON ":"))
    (WHITESPACE " ")
    (BLOCK_STRING
      (PIPE "|")
      (NEWLINE "\n")
      (BLOCK_LINE "  first")
      (NEWLINE "\n")
      (BLOCK_LINE "  second"))
    (NEWLINE "\n")))
