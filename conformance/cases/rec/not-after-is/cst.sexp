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
      (ERROR
        (NOT_KW "not"))
      (WHITESPACE " ")
      (WORD "b"))
    (NEWLINE "\n")))
