(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "steps")
      (COLON ":"))
    (NEWLINE "\n")
    (WHITESPACE "  ")
    (ENTRY
      (KEY
        (IDENT "build")
        (COLON ":"))
      (WHITESPACE "   ")
      (WORD "oci.image")
      (NEWLINE "\n")
      (WHITESPACE "    ")
      (ENTRY
        (KEY
          (IDENT "from")
          (COLON ":"))
        (WHITESPACE "  ")
        (WORD "./Dockerfile")
        (NEWLINE "\n")))
    (WHITESPACE "  ")
    (ENTRY
      (KEY
        (IDENT "deploy")
        (COLON ":"))
      (WHITESPACE "  ")
      (WORD "acme/web-service@v3")
      (NEWLINE "\n")
      (WHITESPACE "    ")
      (ENTRY
        (KEY
          (IDENT "image")
          (COLON ":"))
        (WHITESPACE "  ")
        (WORD "build.digest")
        (NEWLINE "\n"))
      (WHITESPACE "    ")
      (ENTRY
        (KEY
          (IDENT "domain")
          (COLON ":"))
        (WHITESPACE " ")
        (WORD "api.acme.dev")
        (NEWLINE "\n")))))
