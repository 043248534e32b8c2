; Top-level entries are sections; nested entries are fields (a step's name, an input).
(source_file
  (entry
    (key
      "ident" @name)) @definition.module)

(entry
  (entry
    (key
      "ident" @name)) @definition.field)

(interp) @name @reference.variable
