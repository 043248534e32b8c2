(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "envs")
      (COLON ":"))
    (NEWLINE "\n")
    (WHITESPACE "  ")
    (ENTRY
      (KEY
        (IDENT "dev")
        (COLON ":"))
      (NEWLINE "\n"))
    (WHITESPACE "  ")
    (ENTRY
      (KEY
        (IDENT "prod")
        (COLON ":"))
      (NEWLINE "\n"))))
