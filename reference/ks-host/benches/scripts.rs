//! `cargo bench -p ks-host --bench scripts`: the cost of script extraction. A site with 20 script
//! modules (each importing a shared helper), checked first with an empty cache (20 node imports) and
//! then again with fresh facts, as a second `keepshipping check` would (cache hits, no process).

use std::{
    fs,
    path::Path,
    sync::Arc,
    time::{Duration, Instant},
};

use ks_core::CheckOptions;
use ks_host::{scripts::ScriptOptions, site::SiteFacts};

const MODULES: usize = 20;

fn site(dir: &Path) -> String {
    fs::create_dir_all(dir.join("ship/lib")).unwrap();
    fs::write(dir.join("ship/lib/common.ts"), "export const table: string = 'events';\n").unwrap();
    let mut text = String::from("steps:\n");
    for i in 0..MODULES {
        fs::write(
            dir.join(format!("ship/step{i}.ts")),
            format!(
                "import {{ step, int, string, list }} from '@keepshipping/sdk';\nimport {{ table }} from './lib/common.ts';\ninterface Row {{ id: number }}\nconst rows: Row[] = [{{ id: {i} }}];\nexport default step({{\n  outputs: {{ applied: int(), name: string(), tables: list(string()) }},\n  run: async (): Promise<number> => rows.length + table.length,\n}});\n"
            ),
        )
        .unwrap();
        text.push_str(&format!("  s{i}: ./ship/step{i}.ts\n"));
        if i > 0 {
            text.push_str(&format!("    after: s{}\n    when: s{}.applied > 0\n", i - 1, i - 1));
        }
    }
    text
}

fn check(dir: &Path, text: &str) -> usize {
    let facts = Arc::new(SiteFacts::new(dir, ScriptOptions::from_env()));
    let options = CheckOptions::default().with_runtime_outputs(facts);
    let parse = ks_lang::parse(text);
    let checked = ks_core::check(&parse, &options);
    assert!(checked.diagnostics().is_empty(), "{:?}", checked.diagnostics());
    checked.workflow().steps().values().filter(|step| step.declared_outputs.is_some()).count()
}

fn main() {
    let dir = tempfile::tempdir().unwrap();
    let text = site(dir.path());
    let runs = 3;
    let (mut cold, mut warm) = (Duration::ZERO, Duration::ZERO);
    for _ in 0..runs {
        let _ = fs::remove_dir_all(dir.path().join(".keepshipping"));
        let start = Instant::now();
        assert_eq!(check(dir.path(), &text), MODULES, "every module extracted");
        cold += start.elapsed();
        let start = Instant::now();
        assert_eq!(check(dir.path(), &text), MODULES, "every module from the cache");
        warm += start.elapsed();
    }
    let (cold, warm) = (cold / runs, warm / runs);
    println!(
        "{MODULES} script modules, first check (empty cache, {MODULES} node imports): {cold:?}"
    );
    println!("{MODULES} script modules, second check (cache hits, no process): {warm:?}");
    println!("ratio: {:.0}x", cold.as_secs_f64() / warm.as_secs_f64());
}
