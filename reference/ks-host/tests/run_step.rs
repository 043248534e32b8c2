//! Script steps run for real (`keepshipping run`, ADR 0068): the module's `run` is called with the
//! inputs as JSON and its result is the step's outputs, checked against what the module declares; a
//! `run` that throws fails the step, and so does one that writes outside what the permission model
//! allows.

mod common;

use common::Site;
use ks_host::scripts::{ScriptOptions, Scripts};
use serde_json::{json, Map, Value};

fn inputs(value: Value) -> Map<String, Value> {
    value.as_object().cloned().unwrap_or_default()
}

fn scripts(site: &Site) -> Scripts {
    let cache = site.path().join("cache");
    Scripts::new(&site.path(), ScriptOptions { cache_dir: Some(cache), ..ScriptOptions::default() })
}

const MIGRATE: &str = r#"import { step, int, string, list } from '@keepshipping/sdk';
export default step({
  inputs: { database: string() },
  outputs: { applied: int(), tables: list(string()), from: string() },
  run: async (inputs: { database: string }) => ({ applied: 3, tables: ['users', 'orders'], from: inputs.database }),
});
"#;

#[test]
fn the_modules_run_result_is_the_steps_outputs() {
    let site = Site::new();
    site.write("ship/migrate.ts", MIGRATE);
    let outputs = scripts(&site)
        .run_step("./ship/migrate.ts", &inputs(json!({ "database": "postgres://db" })))
        .expect("the step runs");
    assert_eq!(
        Value::Object(outputs),
        json!({ "applied": 3, "tables": ["users", "orders"], "from": "postgres://db" })
    );
}

#[test]
fn a_module_that_throws_fails_the_step() {
    let site = Site::new();
    site.write(
        "ship/fail.ts",
        "import { step } from '@keepshipping/sdk';\nexport default step({ run: () => { throw new Error('the database is gone'); } });\n",
    );
    let error = scripts(&site).run_step("./ship/fail.ts", &Map::new()).unwrap_err();
    assert!(error.contains("the database is gone"), "{error}");
}

#[test]
fn a_result_missing_a_declared_output_fails_the_step() {
    let site = Site::new();
    site.write(
        "ship/short.ts",
        "import { step, int } from '@keepshipping/sdk';\nexport default step({ outputs: { applied: int() }, run: () => ({ applied: 'three' }) });\n",
    );
    let error = scripts(&site).run_step("./ship/short.ts", &Map::new()).unwrap_err();
    assert!(error.contains("`applied`"), "{error}");
}

#[test]
fn a_module_that_writes_outside_its_site_is_refused() {
    let site = Site::new();
    let outside = tempfile::tempdir().unwrap();
    let target = outside.path().join("stolen.txt");
    site.write(
        "ship/leak.ts",
        &format!(
            "import {{ step }} from '@keepshipping/sdk';\nimport fs from 'node:fs';\nexport default step({{ run: () => {{ fs.writeFileSync({:?}, 'x'); return {{}}; }} }});\n",
            target.to_string_lossy()
        ),
    );
    let error = scripts(&site).run_step("./ship/leak.ts", &Map::new()).unwrap_err();
    assert!(error.contains("ERR_ACCESS_DENIED"), "{error}");
    assert!(!target.exists());
}
