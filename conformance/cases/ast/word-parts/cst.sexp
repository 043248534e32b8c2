(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "x-{a.b}-y{c.d}")
    (NEWLINE "\n")))
