(SOURCE_FILE
  (ENTRY
    (KEY
      (IDENT "image")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "build.digest")
    (WHITESPACE "     ")
    (COMMENT "# oci.Digest, never a tag   ")
    (NEWLINE "\n"))
  (ENTRY
    (KEY
      (IDENT "wait")
      (COLON ":"))
    (WHITESPACE " ")
    (TUPLE
      (WORD "healthy")
      (COMMA ",")
      (WORD "5m"))
    (WHITESPACE "\t")
    (COMMENT "# tab before")
    (NEWLINE "\n")))
