(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "a")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "1")
    (NEWLINE "\n"))
  (WHITESPACE "  ")
  (COMMENT "#c")
  (NEWLINE "\n"))
