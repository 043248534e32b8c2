(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "tags")
      (COLON ":"))
    (WHITESPACE " ")
    (PHRASE
      (WORD "list")
      (WHITESPACE " ")
      (GROUP
        (L_PAREN "(")
        (WORD "oci.Tag")
        (R_PAREN ")")))
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "ref")
      (COLON ":"))
    (WHITESPACE " ")
    (PHRASE
      (WORD "optional")
      (GROUP
        (L_PAREN "(")
        (WHITESPACE "  ")
        (WORD "String")
        (WHITESPACE " ")
        (R_PAREN ")")))
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "x")
      (COLON ":"))
    (WHITESPACE " ")
    (PHRASE
      (WORD "deploy")
      (WHITESPACE " ")
      (WORD "staging")
      (WHITESPACE " ")
      (GROUP
        (L_PAREN "(")
        (WORD "now")
        (R_PAREN ")")))
    (NEWLINE "\n")))
