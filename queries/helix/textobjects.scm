; Helix text objects: an entry is a "class"-like block; comments are comments.
(entry) @class.around

(entry
  (entry) @class.inside)

(comment) @comment.inside

(comment)+ @comment.around
