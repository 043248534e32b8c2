; Top-level entries are sections; nested entries are fields (a step's name, an input).
(source_file
  (entry
    (key) @name) @definition.module)

(entry
  (entry
    (key) @name) @definition.field)

(interp) @name @reference.variable
