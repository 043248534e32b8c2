(SOURCE_FILE
  (COMMENT "# keepshipping:type <Type>"))
