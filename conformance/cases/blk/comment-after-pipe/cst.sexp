(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "n")
      (COLON ":"))
    (WHITESPACE " ")
    (BLOCK_STRING
      (PIPE "|")
      (WHITESPACE "   ")
      (COMMENT "# why")
      (NEWLINE "\n")
      (BLOCK_LINE "  text"))
    (NEWLINE "\n")))
