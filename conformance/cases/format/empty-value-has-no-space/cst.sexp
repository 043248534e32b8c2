(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "steps")
      (COLON ":"))
    (WHITESPACE "   ")
    (NEWLINE "\n")
    (WHITESPACE "  ")
    (ENTRY
      (KEY
        (IDENT "build")
        (COLON ":"))
      (WHITESPACE "\t")
      (NEWLINE "\n")
      (WHITESPACE "    ")
      (ENTRY
        (KEY
          (IDENT "from")
          (COLON ":"))
        (WHITESPACE " ")
        (WORD "x")
        (NEWLINE "\n")))))
