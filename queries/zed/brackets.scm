("(" @open
  ")" @close)
