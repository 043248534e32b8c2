(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "a")
      (COLON ":"))
    (NEWLINE "\n")
    (WHITESPACE "    ")
    (ENTRY
      (KEY
        (IDENT "notes")
        (COLON ":"))
      (WHITESPACE " ")
      (BLOCK_STRING
        (PIPE "|")
        (NEWLINE "\n")
        (BLOCK_LINE "          first")
        (NEWLINE "\n")
        (BLOCK_LINE "        second"))
      (NEWLINE "\n"))))
