(SOURCE_FILE
  (ERROR
    (WORD "name：x"))
  (NEWLINE "\n"))
