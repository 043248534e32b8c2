(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "value")
      (COLON ":"))
    (WHITESPACE " ")
    (INTERP "{git.sha}")
    (NEWLINE "\n")))
