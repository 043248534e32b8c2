(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "a/b@c:d.e~f*g?h+i")
    (NEWLINE "\n")))
