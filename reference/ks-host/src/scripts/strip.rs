//! TypeScript to JavaScript in-process (D11): Node 20 cannot strip types, so the host does, with oxc
//! (parse, scope analysis, the TypeScript transform only, print). Nothing is down-levelled.

use std::path::Path;

use oxc_allocator::Allocator;
use oxc_codegen::Codegen;
use oxc_parser::Parser;
use oxc_semantic::SemanticBuilder;
use oxc_span::SourceType;
use oxc_transformer::{TransformOptions, Transformer};

/// A module with its types removed, and the specifiers it imports (static imports and re-exports,
/// in source order, type-only ones included: resolving one too many is harmless).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stripped {
    pub code: String,
    pub specifiers: Vec<String>,
}

/// Strips the types of `source` (read as TypeScript when `path` ends in `.ts`/`.mts`/`.cts`, else as
/// JavaScript). `Err` carries the first parse or transform error: the caller treats it as an import
/// that fails (silent, SCR-24).
pub fn strip(source: &str, path: &Path) -> Result<Stripped, String> {
    let allocator = Allocator::default();
    let typescript = path
        .extension()
        .and_then(|ext| ext.to_str())
        .is_some_and(|ext| matches!(ext, "ts" | "mts" | "cts"));
    let source_type = if typescript { SourceType::ts() } else { SourceType::mjs() };
    let parsed = Parser::new(&allocator, source, source_type).parse();
    if let Some(error) = parsed.errors.first() {
        return Err(error.to_string());
    }
    let mut specifiers: Vec<(u32, String)> = parsed
        .module_record
        .requested_modules
        .iter()
        .flat_map(|(name, uses)| uses.iter().map(move |used| (used.span.start, name.to_string())))
        .collect();
    specifiers.sort();
    let mut specifiers: Vec<String> = specifiers.into_iter().map(|(_, name)| name).collect();
    specifiers.dedup();
    let mut program = parsed.program;
    let scoping = SemanticBuilder::new().build(&program).semantic.into_scoping();
    let transformed = Transformer::new(&allocator, path, &TransformOptions::default())
        .build_with_scoping(scoping, &mut program);
    if let Some(error) = transformed.errors.first() {
        return Err(error.to_string());
    }
    Ok(Stripped { code: Codegen::new().build(&program).code, specifiers })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn types_go_and_values_stay() {
        let source = "import type { X } from './types.ts';\nimport { step, int } from '@keepshipping/sdk';\ninterface Row { id: number }\nconst n: number = 1 as number;\nfunction f<T>(x: T): T { return x!; }\nexport default step({ outputs: { n: int() }, run: async (ctx: unknown) => f(n) });\n";
        let stripped = strip(source, Path::new("m.ts")).unwrap();
        assert!(!stripped.code.contains("interface"), "{}", stripped.code);
        assert!(!stripped.code.contains(": number"), "{}", stripped.code);
        assert!(!stripped.code.contains("<T>"), "{}", stripped.code);
        assert!(stripped.code.contains("export default step("), "{}", stripped.code);
        assert_eq!(stripped.specifiers, ["./types.ts", "@keepshipping/sdk"]);
    }

    #[test]
    fn syntax_errors_are_errors() {
        assert!(strip("export default {", Path::new("m.ts")).is_err());
    }
}
