(SOURCE_FILE
  (COMMENT "# → · ✓")
  (NEWLINE "\n")
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "x")
    (WHITESPACE " ")
    (COMMENT "# ≥ 0.95")
    (NEWLINE "\n")))
