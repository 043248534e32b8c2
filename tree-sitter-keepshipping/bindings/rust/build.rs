//! Compiles the generated parser and the hand-written external scanner.

fn main() {
    let src_dir = std::path::Path::new("src");

    let mut c_config = cc::Build::new();
    c_config.std("c11").include(src_dir);

    #[cfg(target_env = "msvc")]
    c_config.flag("-utf-8");

    // For wasm32-unknown-unknown the language crate ships the libc headers the C code needs.
    if std::env::var("TARGET").unwrap_or_default().starts_with("wasm32-unknown") {
        if let Ok(headers) = std::env::var("DEP_TREE_SITTER_LANGUAGE_WASM_HEADERS") {
            c_config.include(headers);
        }
    }

    for file in ["parser.c", "scanner.c"] {
        let path = src_dir.join(file);
        c_config.file(&path);
        println!("cargo:rerun-if-changed={}", path.display());
    }
    println!("cargo:rerun-if-changed=src/tree_sitter/parser.h");
    println!("cargo:rerun-if-changed=src/tree_sitter/alloc.h");
    println!("cargo:rerun-if-changed=src/tree_sitter/array.h");

    c_config.compile("tree-sitter-keepshipping");
}
