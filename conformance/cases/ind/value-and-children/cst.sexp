(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "deploy")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "k8s.rollout")
    (NEWLINE "\n")
    (WHITESPACE "  ")
    (ENTRY
      (KEY
        (IDENT "image")
        (COLON ":"))
      (WHITESPACE " ")
      (WORD "x")
      (NEWLINE "\n"))))
