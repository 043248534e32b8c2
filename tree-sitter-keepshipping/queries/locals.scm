; Every entry is a scope; its key defines a name; an interpolation refers to one.
(source_file) @local.scope

(entry) @local.scope

(entry
  (key) @local.definition)

(interp) @local.reference
