(SOURCE_FILE
  (WHITESPACE "   ")
  (COMMENT "# a")
  (NEWLINE "\n")
  (NEWLINE "\n")
  (NEWLINE "\n")
  (COMMENT "# b   ")
  (NEWLINE "\n"))
