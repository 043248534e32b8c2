; Neovim injections: comments may hold TODO notes; script-like block strings are shell.
((comment) @injection.content
  (#set! injection.language "comment"))

((entry
  (key) @_key
  (block_string) @injection.content)
  (#any-of? @_key "script" "run" "shell" "sh")
  (#offset! @injection.content 0 1 0 0)
  (#set! injection.language "bash"))
