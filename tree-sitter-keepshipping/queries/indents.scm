; Lines after a key line are indented one level deeper; block strings keep their own indentation.
(entry) @indent.begin

(block_string) @indent.auto

(ERROR) @indent.auto
