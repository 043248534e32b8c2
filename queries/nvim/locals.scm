; Neovim locals.
(source_file) @local.scope

(entry) @local.scope

(entry
  (key) @local.definition.field)

(interp) @local.reference
