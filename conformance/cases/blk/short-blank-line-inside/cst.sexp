(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "x")
      (COLON ":"))
    (NEWLINE "\n")
    (WHITESPACE "  ")
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
        (BLOCK_LINE " ")
        (NEWLINE "\n")
        (BLOCK_LINE "    b"))
      (NEWLINE "\n"))))
