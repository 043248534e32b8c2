; Keep Shipping highlights for Neovim (nvim-treesitter capture names).
; General patterns first, specific ones later: the last match wins.

(comment) @comment @spell

(key) @property

(entry
  ":" @punctuation.delimiter)

; Bare scalars, classified in the order of the language description: Bool, Duration, Number,
; Handle, Path, DottedName, else text. Neovim reads #match? as a Vim regex (where `@` and `~`
; are operators), so most of these use Lua patterns (#lua-match?) and #any-of?.
(word) @string

((word) @variable.member
  (#lua-match? @variable.member "^[%a_][%w_%-]*%.[%a_][%w_.%-]*$"))

((word) @string.special.path
  (#lua-match? @string.special.path "^%.?%.?/"))

((word) @string.special.path
  (#lua-match? @string.special.path "^~/"))

((word) @string.special.path
  (#any-of? @string.special.path "." ".."))

((word) @label
  (#lua-match? @label "^@[%a_][%w_%-/]*$"))

((word) @number
  (#lua-match? @number "^-?%d+$"))

((word) @number
  (#lua-match? @number "^-?%d+%.%d+$"))

; Units in increasing order (d, h, m, s, ms). No `@` or `~` in it, so Vim's regex reads it as written.
((word) @number
  (#match? @number "^([0-9]+d)?([0-9]+h)?([0-9]+m)?([0-9]+s)?([0-9]+ms)?$"))

((word) @boolean
  (#any-of? @boolean "true" "false"))

(string) @string

(block_string) @string

(block_string
  "|" @punctuation.special)

(interp) @variable

[
  "and"
  "or"
  "not"
  "is"
] @keyword.operator

[
  "=="
  "!="
  "<"
  ">"
  "<="
  ">="
  "≤"
  "≥"
  "="
] @operator

(union
  "|" @operator)

"," @punctuation.delimiter

[
  "("
  ")"
] @punctuation.bracket
