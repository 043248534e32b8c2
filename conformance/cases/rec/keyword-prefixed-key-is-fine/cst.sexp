(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "android")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "x")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "isle")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "y")
    (NEWLINE "\n")))
