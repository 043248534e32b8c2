; Neovim indentation (nvim-treesitter `indents.scm` captures).
(entry) @indent.begin

(block_string) @indent.ignore

(comment) @indent.auto

(ERROR) @indent.auto
