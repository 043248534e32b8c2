(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "envs")
      (COLON ":"))
    (NEWLINE "\n")
    (WHITESPACE "  ")
    (ENTRY
      (KEY
        (IDENT "dev")
        (COLON ":"))
      (NEWLINE "\n"))
    (WHITESPACE "  ")
    (ENTRY
      (KEY
        (IDENT "prod")
        (COLON ":"))
      (NEWLINE "\n")
      (WHITESPACE "    ")
      (ENTRY
        (KEY
          (IDENT "require-verified")
          (COLON ":"))
        (WHITESPACE " ")
        (WORD "true")
        (NEWLINE "\n"))))
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
      (WHITESPACE " ")
      (WORD "oci.image")
      (NEWLINE "\n")
      (WHITESPACE "    ")
      (ENTRY
        (KEY
          (IDENT "from")
          (COLON ":"))
        (WHITESPACE " ")
        (WORD "./Dockerfile")
        (NEWLINE "\n")))
    (WHITESPACE "  ")
    (ENTRY
      (KEY
        (IDENT "deploy")
        (COLON ":"))
      (WHITESPACE " ")
      (WORD "k8s.rollout")
      (NEWLINE "\n")
      (WHITESPACE "    ")
      (ENTRY
        (KEY
          (IDENT "image")
          (COLON ":"))
        (WHITESPACE " ")
        (WORD "build.digest")
        (NEWLINE "\n"))
      (WHITESPACE "    ")
      (ENTRY
        (KEY
          (IDENT "verify")
          (COLON ":"))
        (WHITESPACE " ")
        (STRING "\"signed-by key:release-key\"")
        (NEWLINE "\n")))))
