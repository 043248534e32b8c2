(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (NOT_EXPR
      (NOT_KW "not")
      (WHITESPACE " ")
      (UNION
        (WORD "a")
        (WHITESPACE " ")
        (PIPE "|")
        (WHITESPACE " ")
        (WORD "b")))
    (NEWLINE "\n")))
