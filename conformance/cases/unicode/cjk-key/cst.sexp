(SOURCE_FILE
  (ERROR
    (WORD "名前:")
    (WHITESPACE " ")
    (WORD "x"))
  (NEWLINE "\n"))
