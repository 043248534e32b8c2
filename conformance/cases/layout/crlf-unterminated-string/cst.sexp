(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (STRING "\"abc")
    (NEWLINE "\r\n"))
  (ENTRY
    (KEY
      (IDENT "w")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "1")
    (NEWLINE "\r\n")))
