(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (INTERP "{_a.b_c}")
    (NEWLINE "\n")))
