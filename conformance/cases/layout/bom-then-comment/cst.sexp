(SOURCE_FILE
  (BOM "﻿")
  (COMMENT "# c")
  (NEWLINE "\n")
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))
    (WHITESPACE " ")
    (WORD "x")
    (NEWLINE "\n")))
