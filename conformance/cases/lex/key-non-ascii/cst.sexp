(SOURCE_FILE
  (ERROR
    (WORD "café:")
    (WHITESPACE " ")
    (WORD "x"))
  (NEWLINE "\n"))
