(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (PHRASE
      (WORD "android")
      (WHITESPACE " ")
      (WORD "oracle")
      (WHITESPACE " ")
      (WORD "nothing")
      (WHITESPACE " ")
      (WORD "island"))
    (NEWLINE "\n")))
