(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "ref")
      (COLON ":"))
    (WHITESPACE " ")
    (DEFAULT_VALUE
      (WORD "oci.Ref")
      (WHITESPACE " ")
      (EQ "=")
      (WHITESPACE " ")
      (WORD "pack.ref"))))
