// The grammar as a Node addon: `require("tree-sitter-keepshipping").language` is the parser's
// TSLanguage, tagged so that the `tree-sitter` npm package accepts it (Parser#setLanguage).
#include <napi.h>

typedef struct TSLanguage TSLanguage;

extern "C" TSLanguage *tree_sitter_keepshipping();

// The tag node-tree-sitter checks on a language external (BLAKE2 of "tree-sitter", "language").
static const napi_type_tag TS_LANGUAGE_TAG = {0x8AF2E5212AD58ABF, 0xD5006CAD83ABBA16};

static Napi::Object Init(Napi::Env env, Napi::Object exports) {
  auto lang = Napi::External<TSLanguage>::New(env, tree_sitter_keepshipping());
  lang.TypeTag(&TS_LANGUAGE_TAG);
  exports["name"] = Napi::String::New(env, "keepshipping");
  exports["language"] = lang;
  return exports;
}

NODE_API_MODULE(tree_sitter_keepshipping_binding, Init)
