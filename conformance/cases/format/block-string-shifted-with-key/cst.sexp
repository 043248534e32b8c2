(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "steps")
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
        (BLOCK_LINE "        first")
        (NEWLINE "\n")
        (NEWLINE "\n")
        (BLOCK_LINE "          second  "))
      (NEWLINE "\n"))
    (WHITESPACE "    ")
    (ENTRY
      (KEY
        (IDENT "x")
        (COLON ":"))
      (WHITESPACE " ")
      (WORD "y")
      (NEWLINE "\n"))))
