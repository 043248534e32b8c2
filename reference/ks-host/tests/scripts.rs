//! Script steps with real modules run by the machine's node (SCR-11..24, EX-12, D10, D11): declared
//! outputs typed, undeclared reads KS0203 naming the module, failures silent, the cache observed to
//! spawn nothing, and the permission model observed to refuse writes and child processes.

mod common;

use std::{fs, sync::Arc, time::Duration, time::Instant};

use common::{check_with, recording_node, spawns, Site};
use ks_host::{
    scripts::{Origin, ScriptOptions, Unseen},
    site::SiteFacts,
};

const MODULE: &str = r#"import { step, int, float, string, bool, secret, path, url, duration, list, optional } from '@keepshipping/sdk';
import { prefix } from './lib/names.ts';

interface Ctx { env: string }

export default step({
  inputs: { database: url(), dry: optional(bool()) },
  outputs: {
    applied: int(),
    ratio: float(),
    version: string(),
    label: String,
    clean: Boolean,
    token: secret(),
    dump: path(),
    endpoint: url(),
    took: duration(),
    tables: list(string()),
    note: optional(string()),
  },
  run: async (ctx: Ctx): Promise<void> => { throw new Error(prefix + ' run is never called'); },
});
"#;

const NAMES: &str = "export const prefix: string = 'migrate';\n";

fn options(node: Option<&std::path::Path>) -> ScriptOptions {
    ScriptOptions { node: node.map(|n| n.as_os_str().to_owned()), ..ScriptOptions::default() }
}

/// A workflow with the script step and a build whose tag or a rollout reads `read`.
fn reading(read: &str) -> String {
    format!(
        "steps:\n  migrate: ./ship/migrate.ts\n    database: \"postgres://db\"\n  build: oci.image\n    from: ./Dockerfile\n    tags: latest\n  deploy: k8s.rollout\n    image: build.digest\n    cluster: {read}\n    wait: healthy, 5m\n"
    )
}

fn site_with_module() -> Site {
    let site = Site::new();
    site.write("ship/migrate.ts", MODULE).write("ship/lib/names.ts", NAMES);
    site
}

#[test]
fn declared_outputs_are_typed_as_the_table_says() {
    let site = site_with_module();
    let facts = SiteFacts::new(&site.path(), options(None));
    let (schema, origin) = facts.scripts().extract("./ship/migrate.ts").unwrap();
    assert_eq!(origin, Origin::Node);
    let outputs: Vec<String> =
        schema.outputs.iter().map(|(name, ty)| format!("{name}: {}", ty.to_json())).collect();
    assert_eq!(
        outputs,
        [
            "applied: \"Int\"",
            "ratio: \"Float\"",
            "version: \"String\"",
            "label: \"String\"",
            "clean: \"Bool\"",
            "token: \"secret\"",
            "dump: \"Path\"",
            "endpoint: \"Url\"",
            "took: \"Duration\"",
            "tables: {\"list\":\"String\"}",
            "note: {\"optional\":\"String\"}",
        ]
    );
    assert_eq!(schema.inputs.len(), 2);
    // Read bare or through `.out.` (D10), typed: an Int is no cluster.
    for read in ["migrate.applied", "migrate.out.applied"] {
        let diagnostics =
            check_with(&reading(read), Arc::new(SiteFacts::new(&site.path(), options(None))));
        assert_eq!(diagnostics.len(), 1, "{diagnostics:?}");
        assert!(
            diagnostics[0].starts_with("KS0101 9:14 expected k8s.Cluster, found Int"),
            "{diagnostics:?}"
        );
    }
}

#[test]
fn an_undeclared_read_is_ks0203_naming_the_module_with_a_did_you_mean() {
    let site = site_with_module();
    let diagnostics = site.check(&reading("migrate.aplied"), options(None));
    assert_eq!(diagnostics.len(), 1, "{diagnostics:?}");
    assert!(diagnostics[0].starts_with("KS0203 9:22 "), "{diagnostics:?}");
    assert!(diagnostics[0].contains("./ship/migrate.ts"), "{diagnostics:?}");
    assert!(diagnostics[0].contains("did you mean `applied`"), "{diagnostics:?}");
}

#[test]
fn number_and_other_values_are_ks0107_at_the_read() {
    let site = Site::new();
    site.write(
        "ship/migrate.ts",
        "import { step, int } from '@keepshipping/sdk';\nexport default step({ outputs: { count: Number, when: Date, ok: int() } });\n",
    );
    let count = site.check(&reading("migrate.count"), options(None));
    assert_eq!(count.len(), 1, "{count:?}");
    assert!(count[0].starts_with("KS0107 9:22 "), "{count:?}");
    assert!(count[0].contains("int and float are different types"), "{count:?}");
    assert!(count[0].contains("./ship/migrate.ts"), "{count:?}");
    let when = site.check(&reading("migrate.when"), options(None));
    assert!(when[0].starts_with("KS0107") && when[0].contains("`Date`"), "{when:?}");
    // A read of a good output of the same module is only a type question.
    let ok = site.check(&reading("migrate.ok"), options(None));
    assert!(ok[0].contains("found Int"), "{ok:?}");
}

#[test]
fn failures_are_silent_and_leave_outputs_unchecked() {
    let cases = [
        ("throws", "throw new Error('no database here');\nexport default 1;\n"),
        ("imports a missing file", "import { x } from './nowhere.ts';\nexport default x;\n"),
        ("imports a missing package", "import pad from 'left-pad';\nexport default pad;\n"),
        ("no descriptor", "export default { outputs: { n: 1 } };\n"),
        ("does not parse", "export default step({ outputs: {\n"),
        ("exits early", "process.exit(0);\n"),
    ];
    for (what, module) in cases {
        let site = Site::new();
        site.write("ship/migrate.ts", module);
        assert_eq!(
            site.check(&reading("migrate.anything"), options(None)),
            Vec::<String>::new(),
            "{what}"
        );
        let facts = SiteFacts::new(&site.path(), options(None));
        assert!(facts.scripts().extract("./ship/migrate.ts").is_err(), "{what}");
        assert!(!site.path().join(".keepshipping").exists(), "{what}: a failure is not cached");
    }
    // A missing module and a missing node: the same silence.
    let site = Site::new();
    assert_eq!(site.check(&reading("migrate.anything"), options(None)), Vec::<String>::new());
    let site = site_with_module();
    let no_node = site.path().join("no-such-node");
    assert_eq!(
        site.check(&reading("migrate.anything"), options(Some(&no_node))),
        Vec::<String>::new()
    );
    let facts = SiteFacts::new(&site.path(), options(Some(&no_node)));
    assert_eq!(facts.scripts().extract("./ship/migrate.ts").unwrap_err(), Unseen::NoNode);
}

#[test]
fn a_hanging_import_is_killed_after_the_timeout() {
    let site = Site::new();
    site.write("ship/migrate.ts", "while (true) {}\nexport default 1;\n");
    let options =
        ScriptOptions { timeout: Duration::from_millis(1500), ..ScriptOptions::default() };
    let start = Instant::now();
    let facts = SiteFacts::new(&site.path(), options);
    let answer = facts.scripts().extract("./ship/migrate.ts");
    assert!(
        matches!(answer, Err(Unseen::Run(ks_host::scripts::node::RunError::TimedOut))),
        "{answer:?}"
    );
    assert!(start.elapsed() < Duration::from_secs(8), "{:?}", start.elapsed());
}

#[test]
fn a_second_check_spawns_no_process_and_an_edited_import_refreshes_the_cache() {
    let site = site_with_module();
    let tools = tempfile::tempdir().unwrap();
    let log = tools.path().join("spawns.log");
    let node = recording_node(tools.path(), &log);
    let check = || site.check(&reading("migrate.aplied"), options(Some(&node)));
    let first = check();
    assert_eq!(spawns(&log), 1, "the first check imports the module once");
    let cache_dir = site.path().join(".keepshipping/cache/scripts");
    let entries: Vec<_> = fs::read_dir(&cache_dir).unwrap().map(|e| e.unwrap().path()).collect();
    assert_eq!(entries.len(), 1, "{entries:?}");
    let name = entries[0].file_name().unwrap().to_string_lossy().into_owned();
    assert!(name.len() == 64 + 5 && name.ends_with(".json"), "{name}");
    let entry = fs::read_to_string(&entries[0]).unwrap();
    assert!(entry.contains("ship/lib/names.ts"), "records the local import: {entry}");
    // The second check (a new process would build new facts just the same) reads the cache.
    assert_eq!(check(), first);
    assert_eq!(spawns(&log), 1, "a cache hit spawns nothing");
    // Editing a helper the module imports refreshes the entry (AMB-31).
    site.write("ship/lib/names.ts", "export const prefix = 'renamed';\n");
    assert_eq!(check(), first);
    assert_eq!(spawns(&log), 2);
    assert_eq!(check(), first);
    assert_eq!(spawns(&log), 2);
    // A corrupt entry is ignored and rewritten.
    for entry in fs::read_dir(&cache_dir).unwrap() {
        fs::write(entry.unwrap().path(), "{ not json").unwrap();
    }
    assert_eq!(check(), first);
    assert_eq!(spawns(&log), 3);
    // `--no-scripts` still reads a cached schema but never spawns.
    let disabled = ScriptOptions { enabled: false, ..options(Some(&node)) };
    assert_eq!(site.check(&reading("migrate.aplied"), disabled.clone()), first);
    site.write("ship/migrate.ts", &format!("{MODULE}\n// edited\n"));
    assert_eq!(site.check(&reading("migrate.aplied"), disabled), Vec::<String>::new());
    assert_eq!(spawns(&log), 3);
}

#[test]
fn a_module_cannot_write_files_or_spawn_processes() {
    let site = Site::new();
    let outside = tempfile::tempdir().unwrap();
    let inside_file = site.path().join("pwned.txt");
    let outside_file = outside.path().join("pwned.txt");
    let spawned_file = site.path().join("spawned.txt");
    let module = format!(
        r#"import {{ step, int }} from '@keepshipping/sdk';
import fs from 'node:fs';
import cp from 'node:child_process';
const refused: string[] = [];
for (const target of [{inside:?}, {outside:?}]) {{
  try {{ fs.writeFileSync(target, 'x'); }} catch (e) {{ refused.push((e as any).code); }}
}}
try {{ cp.execSync('touch ' + {spawned:?}); }} catch (e) {{ refused.push((e as any).code); }}
try {{ fs.readFileSync('/etc/hostname'); }} catch (e) {{ refused.push((e as any).code); }}
const outputs: Record<string, unknown> = {{}};
for (const [i, code] of refused.entries()) outputs[`refused${{i}}_${{code}}`] = int();
export default step({{ outputs }});
"#,
        inside = inside_file.display().to_string(),
        outside = outside_file.display().to_string(),
        spawned = spawned_file.display().to_string(),
    );
    site.write("ship/migrate.ts", &module);
    let facts = SiteFacts::new(&site.path(), options(None));
    let (schema, _) = facts.scripts().extract("./ship/migrate.ts").unwrap();
    let names: Vec<&str> = schema.outputs.iter().map(|(name, _)| name.as_str()).collect();
    assert_eq!(
        names,
        [
            "refused0_ERR_ACCESS_DENIED",
            "refused1_ERR_ACCESS_DENIED",
            "refused2_ERR_ACCESS_DENIED",
            "refused3_ERR_ACCESS_DENIED"
        ]
    );
    assert!(!inside_file.exists() && !outside_file.exists() && !spawned_file.exists());
    // Uncaught, the refusal is a failed import: silent, and still nothing written.
    site.write(
        "ship/migrate.ts",
        &format!(
            "import fs from 'node:fs';\nfs.writeFileSync({:?}, 'x');\nexport default 1;\n",
            inside_file.display().to_string()
        ),
    );
    assert_eq!(site.check(&reading("migrate.x"), options(None)), Vec::<String>::new());
    assert!(!inside_file.exists());
}

#[test]
fn a_symlink_that_leaves_the_site_is_ks0101() {
    let site = Site::new();
    let outside = tempfile::tempdir().unwrap();
    fs::write(outside.path().join("m.ts"), MODULE).unwrap();
    fs::create_dir_all(site.path().join("ship")).unwrap();
    std::os::unix::fs::symlink(outside.path().join("m.ts"), site.path().join("ship/migrate.ts"))
        .unwrap();
    let diagnostics = site.check(&reading("migrate.applied"), options(None));
    assert_eq!(diagnostics.len(), 1, "{diagnostics:?}");
    assert!(diagnostics[0].starts_with("KS0101 2:12 "), "{diagnostics:?}");
    assert!(diagnostics[0].contains("symbolic link"), "{diagnostics:?}");
    // A symlink that stays inside is fine.
    let site = Site::new();
    site.write("lib/real.ts", "import { step, int } from '@keepshipping/sdk';\nexport default step({ outputs: { applied: int() } });\n");
    fs::create_dir_all(site.path().join("ship")).unwrap();
    std::os::unix::fs::symlink(
        site.path().join("lib/real.ts"),
        site.path().join("ship/migrate.ts"),
    )
    .unwrap();
    let diagnostics = site.check(&reading("migrate.applied"), options(None));
    assert!(diagnostics[0].contains("found Int"), "{diagnostics:?}");
}

#[test]
fn a_script_step_is_never_an_unknown_kind() {
    let site = Site::new();
    let text = "steps:\n  migrate: ./ship/migrate.ts\n    anything: goes\n";
    assert_eq!(site.check(text, options(None)), Vec::<String>::new());
}
