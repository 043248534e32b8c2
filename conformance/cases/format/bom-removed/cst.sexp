(SOURCE_FILE
  (BOM "﻿")
  (ENTRY
    (KEY
      (IDENT "a")
      (COLON ":"))
    (WHITESPACE "  ")
    (WORD "b")
    (NEWLINE "\n")))
