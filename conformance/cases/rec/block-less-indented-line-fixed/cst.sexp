(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "n")
      (COLON ":"))
    (WHITESPACE " ")
    (BLOCK_STRING
      (PIPE "|")
      (NEWLINE "\n")
      (BLOCK_LINE "    a")
      (NEWLINE "\n")
      (BLOCK_LINE "    b"))
    (NEWLINE "\n")))
