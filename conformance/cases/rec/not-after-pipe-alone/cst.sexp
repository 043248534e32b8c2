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
      (ERROR
        (NOT_KW "not"))
      (WHITESPACE " ")
      (WORD "b"))
    (NEWLINE "\n")))
