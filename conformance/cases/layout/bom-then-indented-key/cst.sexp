(SOURCE_FILE
  (BOM "﻿")
  (WHITESPACE "  ")
  (ENTRY
    (KEY
      (IDENT "a")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "1")
    (NEWLINE "\n")))
