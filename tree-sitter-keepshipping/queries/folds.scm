; An entry with children, and a block string, fold.
(entry
  (entry)) @fold

(block_string) @fold
