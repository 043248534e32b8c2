; Zed indentation.
(entry) @indent

(group
  ")" @end) @indent
