(SOURCE_FILE
  (ERROR
    (WORD "v:#x"))
  (NEWLINE "\n"))
