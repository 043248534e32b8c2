(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "steps")
      (COLON ":"))
    (WHITESPACE " ")
    (COMMENT "# the steps")
    (NEWLINE "\n")
    (WHITESPACE "  ")
    (ENTRY
      (KEY
        (IDENT "a")
        (COLON ":"))
      (WHITESPACE " ")
      (WORD "1")
      (NEWLINE "\n"))))
