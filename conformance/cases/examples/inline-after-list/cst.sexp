(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "after")
      (COLON ":"))
    (WHITESPACE " ")
    (TUPLE
      (WORD "build")
      (COMMA ",")
      (WHITESPACE " ")
      (WORD "apply"))))
