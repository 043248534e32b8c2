(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "cluster")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "k8s.Cluster")))
