(SOURCE_FILE
  (BOM "﻿")
  (ERROR
    (WORD "﻿#")
    (WHITESPACE " ")
    (WORD "c"))
  (NEWLINE "\n")
  (ENTRY
    (KEY
      (IDENT "v")
      (COLON ":"))))
