(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "notes")
      (COLON ":"))
    (WHITESPACE " ")
    (BLOCK_STRING
      (PIPE "|")
      (NEWLINE "\r\n")
      (BLOCK_LINE "  a")
      (NEWLINE "\r\n")
      (NEWLINE "\r\n")
      (BLOCK_LINE "  b"))
    (NEWLINE "\r\n")))
