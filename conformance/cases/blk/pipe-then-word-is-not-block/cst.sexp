(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "n")
      (COLON ":"))
    (WHITESPACE " ")
    (UNION
      (WORD "a")
      (WHITESPACE " ")
      (PIPE "|")
      (NEWLINE "\n")
      (WHITESPACE "  ")
      (WORD "b"))
    (NEWLINE "\n")))
