; Keep Shipping highlights for Zed (Zed capture names; later patterns win).

(comment) @comment

(key) @property

(entry
  ":" @punctuation.delimiter)

(word) @string

((word) @property
  (#match? @property "^[A-Za-z_][A-Za-z0-9_-]*([.][A-Za-z_][A-Za-z0-9_-]*)+$"))

((word) @string.special
  (#match? @string.special "^([.]|[.][.]|~)?/|^[.][.]?$"))

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

(interp) @embedded

[
  "and"
  "or"
  "not"
  "is"
] @keyword

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
