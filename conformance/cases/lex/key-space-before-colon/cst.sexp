(SOURCE_FILE
  (ERROR
    (WORD "name")
    (WHITESPACE " ")
    (WORD ":x"))
  (NEWLINE "\n"))
