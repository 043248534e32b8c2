(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "steps")
      (COLON ":"))
    (NEWLINE "\r\n")
    (WHITESPACE " ")
    (ENTRY
      (KEY
        (IDENT "build")
        (COLON ":"))
      (WHITESPACE " ")
      (BLOCK_STRING
        (PIPE "|")
        (NEWLINE "\r\n")
        (BLOCK_LINE "   make")
        (NEWLINE "\r\n")
        (BLOCK_LINE "     all"))
      (NEWLINE "\r\n"))))
