(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "steps")
      (COLON ":"))
    (NEWLINE "\n")
    (WHITESPACE "    ")
    (ENTRY
      (KEY
        (IDENT "build")
        (COLON ":"))
      (WHITESPACE " ")
      (WORD "oci.image")
      (NEWLINE "\n")
      (WHITESPACE "        ")
      (ENTRY
        (KEY
          (IDENT "from")
          (COLON ":"))
        (WHITESPACE " ")
        (WORD "./Dockerfile")
        (NEWLINE "\n")))
    (WHITESPACE "    ")
    (ENTRY
      (KEY
        (IDENT "deploy")
        (COLON ":"))
      (WHITESPACE " ")
      (WORD "k8s.rollout")
      (NEWLINE "\n"))))
