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
      (NEWLINE "\n")
      (WHITESPACE "\t\t")
      (ENTRY
        (KEY
          (IDENT "c")
          (COLON ":"))
        (WHITESPACE " ")
        (WORD "1")
        (NEWLINE "\n")))))
