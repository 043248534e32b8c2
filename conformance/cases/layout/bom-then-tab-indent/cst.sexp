(SOURCE_FILE
  (BOM "﻿")
  (WHITESPACE "\t")
  (ENTRY
    (KEY
      (IDENT "a")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "1")
    (NEWLINE "\n")))
