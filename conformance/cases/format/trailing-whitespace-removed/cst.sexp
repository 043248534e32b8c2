(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "a")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "b")
    (WHITESPACE "   \t")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "c")
      (COLON ":"))
    (WHITESPACE "  ")
    (NEWLINE "\n")
    (COMMENT "# x  \t")
    (NEWLINE "\n")
    (WHITESPACE "  ")
    (ENTRY
      (KEY
        (IDENT "d")
        (COLON ":"))
      (WHITESPACE " ")
      (WORD "e")
      (WHITESPACE " ")
      (NEWLINE "\n"))))
