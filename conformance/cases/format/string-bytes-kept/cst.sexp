(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "x")
      (COLON ":"))
    (WHITESPACE "   ")
    (STRING "\"a   b  # not a comment\"")
    (WHITESPACE "   ")
    (COMMENT "# c")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "y")
      (COLON ":"))
    (WHITESPACE " ")
    (STRING "\"\\\"quoted\\\"  \\\\ \"")
    (NEWLINE "\n")))
