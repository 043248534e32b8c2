(SOURCE_FILE
  (ERROR
    (WORD "http://x"))
  (NEWLINE "\n"))
