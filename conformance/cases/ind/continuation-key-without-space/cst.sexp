(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (PHRASE
      (WORD "signed-by")
      (NEWLINE "\n")
      (WHITESPACE "  ")
      (WORD "key:release-key"))
    (NEWLINE "\n")))
