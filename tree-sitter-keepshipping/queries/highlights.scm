; Keep Shipping highlights, standard capture names (tree-sitter highlight, Neovim).
; General patterns first, specific ones later: the last match wins.

(comment) @comment

(key) @property

(entry
  ":" @punctuation.delimiter)

; Bare scalars, classified in the order of the language description: Bool, Duration, Number,
; Handle, Path, DottedName, else text.
(word) @string

((word) @variable.member
  (#match? @variable.member "^[A-Za-z_][A-Za-z0-9_-]*([.][A-Za-z_][A-Za-z0-9_-]*)+$"))

((word) @string.special.path
  (#match? @string.special.path "^([.]|[.][.]|~)?/|^[.][.]?$"))

((word) @label
  (#match? @label "^@[A-Za-z_][A-Za-z0-9_-]*(/[A-Za-z_][A-Za-z0-9_-]*)*$"))

((word) @number
  (#match? @number "^-?[0-9]+([.][0-9]+)?$"))

((word) @number
  (#match? @number "^([0-9]+d)?([0-9]+h)?([0-9]+m)?([0-9]+s)?([0-9]+ms)?$"))

((word) @boolean
  (#match? @boolean "^(true|false)$"))

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
