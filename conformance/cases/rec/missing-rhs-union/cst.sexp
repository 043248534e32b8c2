(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (UNION
      (WORD "a")
      (WHITESPACE " ")
      (PIPE "|")
      (MISSING))
    (NEWLINE "\n")))
