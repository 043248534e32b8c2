(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "a")
    (ERROR_TOKEN "\u0000")
    (NEWLINE "\n")))
