(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "steps")
      (COLON ":"))
    (NEWLINE "\n")
    (COMMENT "# about build")
    (NEWLINE "\n")
    (WHITESPACE "  ")
    (ENTRY
      (KEY
        (IDENT "build")
        (COLON ":"))
      (WHITESPACE " ")
      (WORD "x")
      (NEWLINE "\n"))
    (WHITESPACE "        ")
    (COMMENT "# about deploy")
    (NEWLINE "\n")
    (WHITESPACE "  ")
    (ENTRY
      (KEY
        (IDENT "deploy")
        (COLON ":"))
      (WHITESPACE " ")
      (WORD "y")
      (NEWLINE "\n")))
  (WHITESPACE "      ")
  (COMMENT "# the end")
  (NEWLINE "\n"))
