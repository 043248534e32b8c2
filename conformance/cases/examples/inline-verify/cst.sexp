(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "verify")
      (COLON ":"))
    (WHITESPACE " ")
    (STRING "\"signed-by key:release-key\"")))
