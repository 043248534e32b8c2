(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "answers")
      (COLON ":"))
    (WHITESPACE " ")
    (UNION
      (WORD "low")
      (PIPE "|")
      (WORD "medium")
      (WHITESPACE " ")
      (PIPE "|")
      (WHITESPACE "  ")
      (WORD "high"))
    (NEWLINE "\n")))
