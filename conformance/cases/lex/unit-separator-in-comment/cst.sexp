(SOURCE_FILE
  (COMMENT "# a\u001f")
  (NEWLINE "\n"))
