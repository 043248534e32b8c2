; The body of a block string under a script-like key is shell.
((entry
  (key) @_key
  (block_string) @injection.content)
  (#match? @_key "^(script|run|shell|sh)$")
  (#set! injection.language "bash"))
