(SOURCE_FILE
  (COMMENT "# key: value")
  (NEWLINE "\n"))
