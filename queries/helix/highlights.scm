; Keep Shipping highlights for Helix (Helix theme scopes). The last match wins.

(comment) @comment

(key) @variable.other.member

(entry
  ":" @punctuation.delimiter)

(word) @string

((word) @variable.other.member
  (#match? @variable.other.member "^[A-Za-z_][A-Za-z0-9_-]*([.][A-Za-z_][A-Za-z0-9_-]*)+$"))

((word) @string.special.path
  (#match? @string.special.path "^([.]|[.][.]|~)?/|^[.][.]?$"))

((word) @label
  (#match? @label "^@[A-Za-z_][A-Za-z0-9_-]*(/[A-Za-z_][A-Za-z0-9_-]*)*$"))

((word) @constant.numeric.float
  (#match? @constant.numeric.float "^-?[0-9]+[.][0-9]+$"))

((word) @constant.numeric.integer
  (#match? @constant.numeric.integer "^-?[0-9]+$"))

((word) @constant.numeric
  (#match? @constant.numeric "^([0-9]+d)?([0-9]+h)?([0-9]+m)?([0-9]+s)?([0-9]+ms)?$"))

((word) @constant.builtin.boolean
  (#match? @constant.builtin.boolean "^(true|false)$"))

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
