(SOURCE_FILE
  (ERROR
    (WORD "name:api"))
  (NEWLINE "\n"))
