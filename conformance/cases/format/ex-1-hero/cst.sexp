(SOURCE_FILE
  (COMMENT "# deploy the api: image → infra → prod")
  (NEWLINE "\n")
  (ENTRY
    (KEY
      (IDENT "name")
      (COLON ":"))
    (WHITESPACE "  ")
    (WORD "api")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "steps")
      (COLON ":"))
    (NEWLINE "\n")
    (WHITESPACE "  ")
    (ENTRY
      (KEY
        (IDENT "deploy")
        (COLON ":"))
      (WHITESPACE "  ")
      (WORD "k8s.rollout")
      (NEWLINE "\n")
      (WHITESPACE "    ")
      (ENTRY
        (KEY
          (IDENT "image")
          (COLON ":"))
        (WHITESPACE " ")
        (WORD "build.digest")
        (WHITESPACE "     ")
        (COMMENT "# oci.Digest, never a tag")
        (NEWLINE "\n"))
      (WHITESPACE "    ")
      (ENTRY
        (KEY
          (IDENT "wait")
          (COLON ":"))
        (WHITESPACE "  ")
        (TUPLE
          (WORD "healthy")
          (COMMA ",")
          (WHITESPACE " ")
          (WORD "5m"))
        (NEWLINE "\n")))))
