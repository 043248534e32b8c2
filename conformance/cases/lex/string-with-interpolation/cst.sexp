(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (STRING "\"api-{git.sha}\"")
    (NEWLINE "\n")))
