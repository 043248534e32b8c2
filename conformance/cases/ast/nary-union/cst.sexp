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
      (WHITESPACE " ")
      (WORD "b")
      (WHITESPACE " ")
      (PIPE "|")
      (WHITESPACE " ")
      (WORD "c")
      (WHITESPACE " ")
      (PIPE "|")
      (WHITESPACE " ")
      (WORD "d"))
    (NEWLINE "\n")))
