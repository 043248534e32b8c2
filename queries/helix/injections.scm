; Helix injections.
((comment) @injection.content
  (#set! injection.language "comment"))

((entry
  (key) @_key
  (block_string) @injection.content)
  (#match? @_key "^(script|run|shell|sh)$")
  (#set! injection.language "bash"))
