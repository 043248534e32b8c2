(SOURCE_FILE
  (BOM "﻿")
  (ENTRY
    (KEY
      (IDENT "name")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "api")
    (NEWLINE "\n")))
