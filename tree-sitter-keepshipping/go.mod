module example.invalid/keepshipping/tree-sitter-keepshipping

go 1.22
