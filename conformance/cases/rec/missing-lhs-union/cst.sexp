(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (UNION
      (MISSING)
      (PIPE "|")
      (WHITESPACE " ")
      (WORD "a"))
    (NEWLINE "\n")))
