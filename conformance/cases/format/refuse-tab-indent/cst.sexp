(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "a")
      (COLON ":"))
    (NEWLINE "\n")
    (WHITESPACE "\t")
    (ENTRY
      (KEY
        (IDENT "b")
        (COLON ":"))
      (WHITESPACE " ")
      (WORD "c")
      (NEWLINE "\n"))))
