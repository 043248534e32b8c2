; Helix indentation: the lines after a key line go one level deeper.
(entry) @indent

(block_string) @indent
