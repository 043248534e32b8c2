(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "n")
      (COLON ":"))
    (WHITESPACE " ")
    (BLOCK_STRING
      (PIPE "|")
      (NEWLINE "\n")
      (BLOCK_LINE "  a: b")
      (NEWLINE "\n")
      (BLOCK_LINE "  # not a comment")
      (NEWLINE "\n")
      (BLOCK_LINE "  \"x"))
    (NEWLINE "\n")))
