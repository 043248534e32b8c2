(SOURCE_FILE
  (COMMENT "# hello")
  (NEWLINE "\n"))
