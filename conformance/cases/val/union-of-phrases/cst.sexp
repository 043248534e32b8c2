(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (UNION
      (PHRASE
        (WORD "a")
        (WHITESPACE " ")
        (WORD "b"))
      (WHITESPACE " ")
      (PIPE "|")
      (WHITESPACE " ")
      (PHRASE
        (WORD "c")
        (WHITESPACE " ")
        (WORD "d")))
    (NEWLINE "\n")))
