(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (INTERP "{git.sha}")
    (NEWLINE "\n")))
