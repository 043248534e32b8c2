(SOURCE_FILE
  (COMMENT "# image → infra → prod")
  (NEWLINE "\n"))
