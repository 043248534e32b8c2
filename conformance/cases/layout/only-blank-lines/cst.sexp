(SOURCE_FILE
  (NEWLINE "\n")
  (NEWLINE "\n")
  (WHITESPACE "  ")
  (NEWLINE "\n"))
