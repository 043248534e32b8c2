(SOURCE_FILE
  (COMMENT "# acme/blocks · web-service@v3")
  (NEWLINE "\n")
  (ENTRY
    (KEY
      (IDENT "block")
      (COLON ":"))
    (WHITESPACE "  ")
    (WORD "web-service")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "inputs")
      (COLON ":"))
    (NEWLINE "\n")
    (WHITESPACE "  ")
    (ENTRY
      (KEY
        (IDENT "image")
        (COLON ":"))
      (WHITESPACE "    ")
      (WORD "oci.Digest")
      (NEWLINE "\n"))
    (WHITESPACE "  ")
    (ENTRY
      (KEY
        (IDENT "domain")
        (COLON ":"))
      (WHITESPACE "   ")
      (WORD "string")
      (NEWLINE "\n"))
    (WHITESPACE "  ")
    (ENTRY
      (KEY
        (IDENT "replicas")
        (COLON ":"))
      (WHITESPACE " ")
      (DEFAULT_VALUE
        (WORD "int")
        (WHITESPACE " ")
        (EQ "=")
        (WHITESPACE " ")
        (WORD "2"))
      (NEWLINE "\n"))))
