(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (TUPLE
      (NOT_EXPR
        (NOT_KW "not")
        (WHITESPACE " ")
        (UNION
          (WORD "a")
          (WHITESPACE " ")
          (PIPE "|")
          (WHITESPACE " ")
          (WORD "b")))
      (COMMA ",")
      (WHITESPACE " ")
      (NOT_EXPR
        (NOT_KW "not")
        (WHITESPACE " ")
        (NOT_EXPR
          (NOT_KW "not")
          (WHITESPACE " ")
          (WORD "c"))))
    (NEWLINE "\n")))
