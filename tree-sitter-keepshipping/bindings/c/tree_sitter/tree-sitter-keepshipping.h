#ifndef TREE_SITTER_KEEPSHIPPING_H_
#define TREE_SITTER_KEEPSHIPPING_H_

/* The Keep Shipping grammar for the tree-sitter C library: link -ltree-sitter-keepshipping
 * (pkg-config tree-sitter-keepshipping) and pass tree_sitter_keepshipping() to ts_parser_set_language. */

typedef struct TSLanguage TSLanguage;

#ifdef __cplusplus
extern "C" {
#endif

const TSLanguage *tree_sitter_keepshipping(void);

#ifdef __cplusplus
}
#endif

#endif /* TREE_SITTER_KEEPSHIPPING_H_ */
