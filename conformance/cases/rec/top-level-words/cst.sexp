(SOURCE_FILE
  (ERROR
    (WORD "just")
    (WHITESPACE " ")
    (WORD "some")
    (WHITESPACE " ")
    (WORD "words"))
  (NEWLINE "\n"))
