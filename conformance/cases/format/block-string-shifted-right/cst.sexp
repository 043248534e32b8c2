(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "a")
      (COLON ":"))
    (NEWLINE "\n")
    (WHITESPACE " ")
    (ENTRY
      (KEY
        (IDENT "b")
        (COLON ":"))
      (WHITESPACE " ")
      (BLOCK_STRING
        (PIPE "|")
        (NEWLINE "\n")
        (BLOCK_LINE "   x")
        (NEWLINE "\n")
        (BLOCK_LINE "    y"))
      (NEWLINE "\n"))))
