; Keep Shipping highlights for Helix (Helix theme scopes). The last match wins.

(comment) @comment

(key) @variable.other.member

(key
  ":" @punctuation.delimiter)

(word) @string

((word) @variable.other.member
  (#match? @variable.other.member "^[A-Za-z_][A-Za-z0-9_-]*([.][A-Za-z_][A-Za-z0-9_-]*)+$"))

((word) @string.special.path
  (#match? @string.special.path "^([.]|[.][.]|~)?/|^[.][.]?$"))

((word) @label
  (#match? @label "^@"))

((word) @constant.numeric.float
  (#match? @constant.numeric.float "^-?[0-9]+[.][0-9]+$"))

((word) @constant.numeric.integer
  (#match? @constant.numeric.integer "^-?[0-9]+$"))

((word) @constant.numeric
  (#match? @constant.numeric "^[0-9]+(ns|us|ms|s|m|h|d)([0-9]+(ns|us|ms|s|m|h|d))*$"))

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
