(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "a")
      (COLON ":"))
    (WHITESPACE " ")
    (COMPARE_EXPR
      (WORD "x")
      (WHITESPACE " ")
      (GT_EQ "≥")
      (WHITESPACE " ")
      (WORD "1"))
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "b")
      (COLON ":"))
    (WHITESPACE " ")
    (COMPARE_EXPR
      (WORD "x")
      (WHITESPACE " ")
      (GT_EQ ">=")
      (WHITESPACE " ")
      (WORD "1"))
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "c")
      (COLON ":"))
    (WHITESPACE " ")
    (STRING "\"quoted\"")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "d")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "TRUE")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "e")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "int")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "f")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "Int")
    (NEWLINE "\n")))
