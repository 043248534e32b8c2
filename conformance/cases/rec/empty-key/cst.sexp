(SOURCE_FILE
  (ERROR
    (WORD ":")
    (WHITESPACE " ")
    (WORD "value"))
  (NEWLINE "\n"))
