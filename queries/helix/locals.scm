; Helix locals.
(entry) @local.scope

(entry
  (key
    "ident" @local.definition))

(interp) @local.reference
