(SOURCE_FILE
  (ERROR
    (WORD "1abc:")
    (WHITESPACE " ")
    (WORD "x"))
  (NEWLINE "\n"))
