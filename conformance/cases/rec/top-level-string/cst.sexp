(SOURCE_FILE
  (ERROR
    (STRING "\"quoted\""))
  (NEWLINE "\n"))
