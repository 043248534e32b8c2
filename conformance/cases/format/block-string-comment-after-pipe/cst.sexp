(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "notes")
      (COLON ":"))
    (WHITESPACE "   ")
    (BLOCK_STRING
      (PIPE "|")
      (WHITESPACE "    ")
      (COMMENT "# why  ")
      (NEWLINE "\n")
      (BLOCK_LINE "  body"))
    (NEWLINE "\n")))
