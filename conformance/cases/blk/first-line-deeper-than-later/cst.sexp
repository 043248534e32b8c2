(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "n")
      (COLON ":"))
    (WHITESPACE " ")
    (BLOCK_STRING
      (PIPE "|")
      (NEWLINE "\n")
      (NEWLINE "\n")
      (BLOCK_LINE "      deep")
      (NEWLINE "\n")
      (BLOCK_LINE "      deep2"))
    (NEWLINE "\n")))
