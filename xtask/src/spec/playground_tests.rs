//! The playground's checks: its highlighter against the site's, the links' encoding, and the page
//! driven in Debian's Chromium by playwright-core (`playground/test/drive.mjs`).

use std::{io::Write, process::Command};

use serde_json::Value;

use super::{highlight, pages, playground, Inputs};
use crate::project_root;

fn inputs() -> Inputs {
    Inputs::load(&project_root()).unwrap_or_else(|e| panic!("{e:#}"))
}

#[test]
fn base64url_matches_rfc_4648() {
    for (plain, encoded) in [
        ("", ""),
        ("f", "Zg"),
        ("fo", "Zm8"),
        ("foo", "Zm9v"),
        ("foob", "Zm9vYg"),
        ("fooba", "Zm9vYmE"),
    ] {
        assert_eq!(playground::base64url(plain.as_bytes()), encoded);
    }
    assert_eq!(playground::base64url(&[0xfb, 0xff]), "-_8");
}

/// The link under an example carries the case's input byte for byte, though the page shows marks
/// for its invisible characters.
#[test]
fn example_links_carry_the_real_input() {
    let inputs = inputs();
    let mut checked = 0;
    for case in &inputs.cases {
        let Some(text) = case.read("input.ks") else { continue };
        assert_eq!(playground::invisible(&pages::visible(&text)), text, "{}", case.id);
        checked += 1;
    }
    assert!(checked > 100, "only {checked} inputs");
}

/// The editor's highlighter (`playground/highlight.js`, run here by node) renders every case input,
/// as shown on the site and as typed, to exactly the HTML of the site's highlighter.
#[test]
fn the_playground_highlights_as_the_site_does() {
    let inputs = inputs();
    let mut texts: Vec<String> = Vec::new();
    for case in &inputs.cases {
        if let Some(text) = case.read("input.ks") {
            texts.push(pages::visible(&text));
            texts.push(text);
        }
    }
    texts.push(include_str!("../../../examples/ship.ks").to_owned());
    texts.push("a: \"x{b.c}\\\"y\" {d.e}f } ! != ≥ 1h30m 5x @ @t ~/p . .. -1.5 true\n".to_owned());
    let script = project_root().join("xtask/src/spec/playground/highlight.js");
    let program = format!(
        "const vm = require('vm'), fs = require('fs');\n\
         vm.runInThisContext(fs.readFileSync({:?}, 'utf8'));\n\
         const texts = JSON.parse(fs.readFileSync(0, 'utf8'));\n\
         process.stdout.write(JSON.stringify(texts.map((t) => globalThis.ksHighlight.toHtml(t))));\n",
        script.display().to_string()
    );
    let mut child = Command::new("node")
        .args(["-e", &program])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("running node (Node.js is part of the machine; scripts/setup.sh)");
    let input = serde_json::to_string(&texts).unwrap();
    child.stdin.take().unwrap().write_all(input.as_bytes()).unwrap();
    let output = child.wait_with_output().unwrap();
    assert!(output.status.success(), "node failed");
    let js: Vec<String> = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(js.len(), texts.len());
    let mut differ = Vec::new();
    for (text, js) in texts.iter().zip(&js) {
        let rust = highlight::to_html(text);
        if &rust != js {
            differ.push(format!("{text:?}\n  site:       {rust}\n  playground: {js}"));
        }
    }
    assert!(
        differ.is_empty(),
        "{} of {} texts highlight differently:\n{}",
        differ.len(),
        texts.len(),
        differ.iter().take(5).cloned().collect::<Vec<_>>().join("\n")
    );
}

/// The whole walk in headless Chromium against the site served over HTTP, with the real bundle:
/// load, type an error and see its diagnostic (code, span, hint), fix it and see none, see the
/// formatter's diff, pick an environment and see its plan drawn, open the share link in another
/// page, open a code page's example and a chapter's example with one click; no console error,
/// page error or failed request on the way. Screenshots go to `target/playground-screens/`.
#[test]
fn the_playground_works_in_chromium() {
    let root = project_root();
    let dir = root.join("target/playground-test/site");
    playground::build_site_with_bundle(&root, &dir).unwrap_or_else(|e| panic!("{e:#}"));
    let base = playground::serve(&dir).unwrap();
    let shots = root.join("target/playground-screens");
    let _ = std::fs::remove_dir_all(&shots);
    let out = playground::drive(&root, &["e2e", &base, &shots.to_string_lossy()])
        .unwrap_or_else(|e| panic!("{e:#}"));
    let report: Value = serde_json::from_str(&out)
        .unwrap_or_else(|e| panic!("no JSON from drive.mjs ({e}): {out}"));
    let pretty = serde_json::to_string_pretty(&report).unwrap();
    assert!(report.get("failure").is_none(), "the walk stopped: {pretty}");
    assert_eq!(
        report["problems"],
        Value::Array(vec![]),
        "console errors or failed loads: {pretty}"
    );
    assert!(report["typed"].as_bool().unwrap(), "the editor did not take the typed text: {pretty}");

    let d = &report["diagnostic"];
    assert_eq!(d["code"], "KS0201", "{pretty}");
    assert_eq!(d["codeHref"], "codes/KS0201.html", "{pretty}");
    assert_eq!(d["where"], "11:12", "{pretty}");
    assert!(d["message"].as_str().unwrap().contains("buidl"), "{pretty}");
    assert_eq!(d["hint"], "hint: did you mean `build`?", "{pretty}");
    assert_eq!(d["marked"], serde_json::json!(["buidl"]), "the span is not marked: {pretty}");
    assert_eq!(report["diagnosticsAfterFix"], 0, "{pretty}");

    assert_eq!(report["diffRemoved"], serde_json::json!(["- name:  api"]), "{pretty}");
    assert_eq!(report["diffAdded"], serde_json::json!(["+ name: api"]), "{pretty}");

    assert_eq!(report["environments"], serde_json::json!(["", "dev", "prod"]), "{pretty}");
    assert_eq!(report["planNodes"], serde_json::json!(["build", "deploy"]), "{pretty}");
    assert_eq!(report["planEdges"], serde_json::json!(["build->deploy"]), "{pretty}");
    assert!(report["planText"].as_str().unwrap().contains("plan for `prod`"), "{pretty}");
    let policy = report["policyText"].as_str().unwrap();
    assert!(
        policy.starts_with("policy of ship.ks for human") && policy.contains("prod:"),
        "{pretty}"
    );
    // The page reads the policy base as the file itself (as once merged), not as none.
    assert!(policy.contains("base: the default branch at this text,"), "{pretty}");

    assert!(report["sharedLink"].as_str().unwrap().contains("playground.html#ks="), "{pretty}");
    assert!(report["sharedOpens"].as_bool().unwrap(), "the shared link lost the file: {pretty}");
    assert!(report["codePageOpens"].as_bool().unwrap(), "{pretty}");
    assert!(report["codePageLinks"].as_u64().unwrap() > 3, "{pretty}");
    assert!(report["chapterLinks"].as_u64().unwrap() > 3, "{pretty}");
    let hero = std::fs::read_to_string(root.join(playground::HERO_CASE)).unwrap();
    assert_eq!(report["chapterExampleText"], hero, "the hero example opened changed: {pretty}");
    assert_eq!(report["screenshots"].as_array().unwrap().len(), 6, "{pretty}");
    for shot in report["screenshots"].as_array().unwrap() {
        let size = std::fs::metadata(shot.as_str().unwrap()).map_or(0, |m| m.len());
        assert!(size > 10_000, "screenshot {shot} is missing or blank");
    }
}
