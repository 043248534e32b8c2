; Neovim folds.
(entry
  (entry)) @fold

(block_string) @fold
