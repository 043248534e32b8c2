(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "n")
      (COLON ":"))
    (WHITESPACE " ")
    (UNION
      (MISSING)
      (PIPE "|")
      (MISSING)
      (PIPE "|")
      (MISSING))
    (NEWLINE "\n")))
