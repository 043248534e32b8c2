(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (IS_EXPR
      (WORD "a")
      (WHITESPACE " ")
      (IS_KW "is")
      (WHITESPACE " ")
      (WORD "b"))
    (NEWLINE "\n")))
