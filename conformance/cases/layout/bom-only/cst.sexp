(SOURCE_FILE
  (BOM "﻿"))
