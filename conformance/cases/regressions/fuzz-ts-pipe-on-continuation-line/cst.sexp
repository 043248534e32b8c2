(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "x")
      (COLON ":"))
    (NEWLINE "\n")
    (WHITESPACE " ")
    (UNION
      (MISSING)
      (PIPE "|")
      (MISSING))))
