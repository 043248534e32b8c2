(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (UNION
      (WORD "low")
      (WHITESPACE " ")
      (PIPE "|")
      (WHITESPACE " ")
      (WORD "medium")
      (WHITESPACE " ")
      (PIPE "|")
      (WHITESPACE " ")
      (WORD "high"))
    (NEWLINE "\n")))
