; Helix locals.
(entry) @local.scope

(entry
  (key) @local.definition)

(interp) @local.reference
