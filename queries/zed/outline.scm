; Zed outline: every entry, named by its key.
(entry
  (key) @name) @item
