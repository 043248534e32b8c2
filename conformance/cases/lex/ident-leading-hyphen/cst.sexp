(SOURCE_FILE
  (ERROR
    (WORD "-x:")
    (WHITESPACE " ")
    (WORD "y"))
  (NEWLINE "\n"))
