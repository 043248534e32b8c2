; Zed injections.
((entry
  (key) @_key
  (block_string) @content)
  (#match? @_key "^(script|run|shell|sh)$")
  (#set! language "bash"))
