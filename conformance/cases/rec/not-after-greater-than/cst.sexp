(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (COMPARE_EXPR
      (WORD "a")
      (WHITESPACE " ")
      (GT ">")
      (WHITESPACE " ")
      (ERROR
        (NOT_KW "not"))
      (WHITESPACE " ")
      (WORD "b"))
    (NEWLINE "\n")))
