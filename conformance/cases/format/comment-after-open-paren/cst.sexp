(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "wait")
      (COLON ":"))
    (WHITESPACE " ")
    (GROUP
      (L_PAREN "(")
      (WHITESPACE "  ")
      (COMMENT "# why")
      (NEWLINE "\n")
      (WHITESPACE "  ")
      (TUPLE
        (WORD "healthy")
        (COMMA ",")
        (WHITESPACE " ")
        (WORD "5m"))
      (R_PAREN ")"))
    (NEWLINE "\n")))
