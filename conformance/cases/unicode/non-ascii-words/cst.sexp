(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (PHRASE
      (WORD "héllo")
      (WHITESPACE " ")
      (WORD "wörld"))
    (NEWLINE "\n")))
