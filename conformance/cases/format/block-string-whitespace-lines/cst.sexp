(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "s")
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
        (BLOCK_LINE "        a")
        (NEWLINE "\n")
        (BLOCK_LINE "          ")
        (NEWLINE "\n")
        (BLOCK_LINE "        b   "))
      (NEWLINE "\n"))
    (NEWLINE "\n")
    (NEWLINE "\n")
    (WHITESPACE "    ")
    (ENTRY
      (KEY
        (IDENT "t")
        (COLON ":"))
      (WHITESPACE " ")
      (WORD "u")
      (NEWLINE "\n"))))
