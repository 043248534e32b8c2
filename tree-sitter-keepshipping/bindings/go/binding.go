// Package tree_sitter_keepshipping is the Keep Shipping (ship.ks) grammar for the Go tree-sitter
// bindings: tree_sitter.NewLanguage(tree_sitter_keepshipping.Language()).
package tree_sitter_keepshipping

// #cgo CFLAGS: -std=c11 -fPIC
// #include "../../src/parser.c"
// #include "../../src/scanner.c"
import "C"

import "unsafe"

// Language returns the grammar's TSLanguage pointer.
func Language() unsafe.Pointer {
	return unsafe.Pointer(C.tree_sitter_keepshipping())
}
