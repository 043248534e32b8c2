(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "auto")
      (COLON ":"))
    (WHITESPACE " ")
    (AND_EXPR
      (WORD "a")
      (NEWLINE "\n")
      (COMMENT "# why")
      (NEWLINE "\n")
      (WHITESPACE "   ")
      (AND_KW "and")
      (WHITESPACE " ")
      (WORD "b"))
    (NEWLINE "\n")))
