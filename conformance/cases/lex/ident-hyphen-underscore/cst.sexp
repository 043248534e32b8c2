(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "require-verified")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "true")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "_private")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "x")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "ci-only")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "yes")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "A1_b-2")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "z")
    (NEWLINE "\n")))
