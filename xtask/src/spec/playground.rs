//! The site's playground: `playground.html` and its scripts under `playground/`. The page runs the
//! reference compiled to WebAssembly (`reference/ks-wasm`, written into `playground/pkg/` by
//! `cargo xtask wasm`, a separate step: `cargo xtask spec` stays fast and never builds it). Without
//! the bundle, or opened from `file://`, the page still highlights but says how to run it.
//!
//! Every `ks` example the site shows (the chapters, the examples page, the code pages) gets an
//! "open in playground" link that carries its input in the URL fragment: `#ks=` and the UTF-8
//! text in base64url without padding, the same encoding the page's share link writes.

use super::{pages::escape, File};

const SCRIPT: &str = include_str!("playground/playground.js");
const HIGHLIGHT: &str = include_str!("playground/highlight.js");
const STYLE: &str = include_str!("playground/playground.css");

/// Rules the other pages need (the link under each example, the navigation entry), appended to
/// the site's `style.css`.
pub const SITE_CSS: &str = "/* the playground's link under each example and its navigation entry */
a.open-playground { display: inline-block; font-size: 0.8rem; margin: -0.6rem 0 0.8rem; }
.sidebar ul.tools { margin-bottom: 0.8rem; }
";

const ICON: &str = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 32 32\">\
<rect width=\"32\" height=\"32\" rx=\"6\" fill=\"#0b5cad\"/>\
<text x=\"16\" y=\"22\" font-family=\"sans-serif\" font-size=\"15\" font-weight=\"bold\" \
text-anchor=\"middle\" fill=\"#fff\">ks</text></svg>\n";

/// The file the playground opens with when its URL carries none: the bundled example.
pub const DEFAULT_SOURCE: &str = include_str!("../../../examples/ship.ks");

/// The page's path in the site.
pub const PAGE: &str = "playground.html";

/// The scripts and the style sheet, next to the page.
pub fn assets() -> Vec<File> {
    vec![
        File { rel: "playground/playground.js".into(), contents: SCRIPT.into() },
        File { rel: "playground/highlight.js".into(), contents: HIGHLIGHT.into() },
        File { rel: "playground/playground.css".into(), contents: STYLE.into() },
        // The site's icon: without one, browsers ask for /favicon.ico, which a static server
        // answers with 404 (a console error in the playground's browser test).
        File { rel: "favicon.svg".into(), contents: ICON.into() },
    ]
}

/// The playground page, with the site's navigation column `nav`.
pub fn page(nav: &str) -> String {
    format!(
        r#"<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Playground · Keep Shipping specification</title>
<link rel="stylesheet" href="style.css">
<link rel="stylesheet" href="playground/playground.css">
<link rel="icon" href="favicon.svg">
</head>
<body>
<nav class="sidebar">
{nav}</nav>
<main class="playground">
<h1><a id="playground"></a>Playground</h1>
<p class="pg-intro">Edit a <code>ship.ks</code> file: the reference implementation, compiled to WebAssembly, checks,
formats and plans it in this page as you type. Nothing leaves the browser; <em>Share</em> puts the file in
the link itself.</p>
<p id="pg-status" class="pg-status">Loading the reference…</p>
<div class="pg-toolbar">
<label>Checked for <select id="pg-actor"><option value="human">a human</option><option value="agent">an agent</option><option value="ci">CI</option></select></label>
<label>Context <select id="pg-context"><option value="local">local</option><option value="ci">ci</option></select></label>
<label>Policy base <select id="pg-base"><option value="self">this file, as once merged</option><option value="">none resolved</option></select></label>
<button type="button" id="pg-share">Share</button>
<a id="pg-share-link" class="pg-share-link" href="playground.html"></a>
<span id="pg-version" class="pg-version"></span>
</div>
<div class="pg-grid">
<section class="pg-pane">
<h2><a id="editor"></a>ship.ks</h2>
<div class="pg-editor"><pre id="pg-highlight" class="pg-layer" aria-hidden="true"></pre><textarea id="pg-source" class="pg-layer" spellcheck="false" autocapitalize="off" autocomplete="off" aria-label="ship.ks">{source}</textarea></div>
</section>
<section class="pg-pane">
<h2><a id="diagnostics"></a>Diagnostics <span id="pg-diag-count" class="pg-count"></span></h2>
<ul id="pg-diagnostics" class="pg-diagnostics"></ul>
</section>
</div>
<section>
<h2><a id="plan"></a>Plan</h2>
<div class="pg-toolbar"><label>Environment <select id="pg-env"></select></label> <span id="pg-plan-note" class="pg-note"></span></div>
<div id="pg-plan-graph" class="pg-plan-graph"></div>
<details><summary>The plan as the CLI prints it</summary><pre id="pg-plan-text" class="code"></pre></details>
</section>
<section>
<h2><a id="policy"></a>Policy</h2>
<p class="pg-note">Who may do what in each environment, for the actor chosen above (<code>keepshipping policy explain</code>). A change to <code>policy:</code> counts only once it is on the default branch, so the page reads the base as this same file, as once merged (<em>Policy base</em> above; <em>none resolved</em> is what <code>check</code> finds outside git: KS0405 and an empty policy). No baseline.</p>
<pre id="pg-policy" class="code"></pre>
</section>
<section>
<h2><a id="formatted"></a>Formatted</h2>
<div class="pg-toolbar"><span id="pg-format-status" class="pg-note"></span> <button type="button" id="pg-apply-format" disabled>Use the formatted text</button></div>
<pre id="pg-diff" class="code pg-diff"></pre>
<details><summary>The formatted text</summary><pre id="pg-formatted" class="code"></pre></details>
</section>
</main>
<script src="playground/highlight.js"></script>
<script src="playground/playground.js"></script>
</body>
</html>
"#,
        source = escape(DEFAULT_SOURCE),
    )
}

/// The "open in playground" link under a shown `ks` block whose displayed text is `shown` (the
/// spec draws tabs, carriage returns and other invisibles as marks; the link carries the real
/// characters). `root` leads from the page to the site's root.
pub fn open_link(root: &str, case: &str, shown: &str) -> String {
    format!(
        "<a class=\"open-playground\" data-case=\"{}\" href=\"{root}{PAGE}#ks={}\">open in playground</a>\n",
        escape(case),
        base64url(invisible(shown).as_bytes())
    )
}

/// The inverse of `pages::visible`: the marks drawn for invisible characters become the
/// characters again.
pub fn invisible(shown: &str) -> String {
    let shown = match shown.strip_prefix("⟨BOM⟩") {
        Some(rest) => format!("\u{feff}{rest}"),
        None => shown.to_owned(),
    };
    shown
        .chars()
        .map(|c| match c {
            '⇥' => '\t',
            '␍' => '\r',
            '␡' => '\u{7f}',
            '\u{2400}'..='\u{241f}' => char::from_u32(c as u32 - 0x2400).unwrap(),
            c => c,
        })
        .collect()
}

/// Base64 with the URL-safe alphabet and no padding (RFC 4648 §5).
pub fn base64url(bytes: &[u8]) -> String {
    const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let n = (u32::from(chunk[0]) << 16)
            | (u32::from(*chunk.get(1).unwrap_or(&0)) << 8)
            | u32::from(*chunk.get(2).unwrap_or(&0));
        for i in 0..=chunk.len() {
            out.push(ALPHABET[((n >> (18 - 6 * i)) & 63) as usize] as char);
        }
    }
    out
}

/// A static file server on `127.0.0.1` for the site directory (the wasm bundle needs HTTP, not
/// `file://`), answering on its own thread for as long as the process runs. Returns its base URL.
pub fn serve(dir: &std::path::Path) -> std::io::Result<String> {
    use std::io::{BufRead, BufReader, Write};
    let listener = std::net::TcpListener::bind("127.0.0.1:0")?;
    let base = format!("http://{}/", listener.local_addr()?);
    let dir = dir.to_path_buf();
    std::thread::spawn(move || {
        for stream in listener.incoming() {
            let Ok(mut stream) = stream else { continue };
            let dir = dir.clone();
            std::thread::spawn(move || {
                let mut reader = BufReader::new(&stream);
                let mut request = String::new();
                if reader.read_line(&mut request).is_err() {
                    return;
                }
                // The headers are read and ignored.
                let mut line = String::new();
                while reader.read_line(&mut line).is_ok_and(|n| n > 2) {
                    line.clear();
                }
                let path = request.split_whitespace().nth(1).unwrap_or("/");
                let path = path.split(['?', '#']).next().unwrap_or("/");
                let rel = path.trim_start_matches('/');
                let rel = if rel.is_empty() || rel.ends_with('/') {
                    format!("{rel}index.html")
                } else {
                    rel.to_owned()
                };
                let file = (!rel.split('/').any(|s| s == ".."))
                    .then(|| std::fs::read(dir.join(&rel)).ok())
                    .flatten();
                let (status, body, kind) = match file {
                    Some(body) => ("200 OK", body, content_type(&rel)),
                    None => ("404 Not Found", b"not found".to_vec(), "text/plain"),
                };
                let head = format!(
                    "HTTP/1.1 {status}\r\nContent-Type: {kind}\r\nContent-Length: {}\r\n\
                     Cache-Control: no-store\r\nConnection: close\r\n\r\n",
                    body.len()
                );
                let _ = stream.write_all(head.as_bytes()).and_then(|()| stream.write_all(&body));
            });
        }
    });
    Ok(base)
}

fn content_type(path: &str) -> &'static str {
    match path.rsplit('.').next() {
        Some("html") => "text/html; charset=utf-8",
        Some("css") => "text/css; charset=utf-8",
        Some("js" | "mjs") => "text/javascript; charset=utf-8",
        Some("wasm") => "application/wasm",
        Some("json") => "application/json",
        Some("png") => "image/png",
        Some("svg") => "image/svg+xml",
        _ => "application/octet-stream",
    }
}

/// The folder of the browser driver (`drive.mjs`, playwright-core in its `node_modules`).
pub fn driver_dir(root: &std::path::Path) -> std::path::PathBuf {
    root.join("xtask/src/spec/playground/test")
}

/// Runs `node drive.mjs ARGS…` and returns what it printed (one JSON document). Fails when node or
/// playwright-core is missing: `scripts/setup.d/41-playwright.sh` installs it.
pub fn drive(root: &std::path::Path, args: &[&str]) -> anyhow::Result<String> {
    use anyhow::{bail, Context};
    let dir = driver_dir(root);
    if !dir.join("node_modules/playwright-core/package.json").is_file() {
        bail!(
            "playwright-core is missing in {}: run scripts/setup.sh (scripts/setup.d/41-playwright.sh)",
            dir.display()
        );
    }
    if !std::path::Path::new("/usr/bin/chromium").exists() {
        bail!(
            "/usr/bin/chromium is missing: run scripts/setup.sh (scripts/setup.d/40-chromium.sh)"
        );
    }
    let output = std::process::Command::new("node")
        .current_dir(&dir)
        .arg("drive.mjs")
        .args(args)
        .env("PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD", "1")
        .output()
        .context("running node (is Node.js installed?)")?;
    if !output.status.success() {
        bail!(
            "node drive.mjs {} failed ({}): {}",
            args.join(" "),
            output.status,
            String::from_utf8_lossy(&output.stderr)
        );
    }
    Ok(String::from_utf8_lossy(&output.stdout).into_owned())
}

/// Renders the site (markdown from the current sources, as `cargo xtask spec` does, without
/// writing `spec/generated`) into `dir` and builds the wasm bundle into its `playground/pkg/`.
pub fn build_site_with_bundle(root: &std::path::Path, dir: &std::path::Path) -> anyhow::Result<()> {
    let inputs = super::Inputs::load(root)?;
    let markdown = super::pages::generate(&inputs)?;
    let site = super::html::render_site(&markdown, &super::html::Renderings::load(root)?)?;
    super::write_tree(dir, &site)?;
    let bundle = crate::wasm::build(root, &dir.join("playground/pkg"), None)?;
    eprintln!("{}", bundle.summary());
    Ok(())
}

/// The file the budget is about: the description's hero example.
pub const HERO_CASE: &str = "conformance/cases/examples/ex-1-hero/input.ks";

/// The check budget of the hero file in the browser, after load (issue 19).
pub const CHECK_BUDGET_MS: f64 = 5.0;

const BENCH_USAGE: &str = "usage: cargo xtask bench-playground [--calls N]";

/// `cargo xtask bench-playground`: builds the site and the bundle into
/// `target/playground-bench/site`, serves it, and times `check` of the hero file (and of the
/// bundled example) in headless Chromium, `performance.now()` around each call in the page. Prints
/// the median per call (from batches of 10, finer than the browser's 0.1 ms clock), the calls timed
/// one by one, and the page's own first check when it opens the file from its fragment (the engine
/// compiles the module's functions on their first call; the page warms them up while it loads).
/// Fails when the hero's median or its first check after load is over the budget.
pub fn bench(root: &std::path::Path, args: &[String]) -> anyhow::Result<()> {
    use anyhow::bail;
    let mut calls = 200usize;
    let mut it = args.iter();
    while let Some(arg) = it.next() {
        match (arg.as_str(), it.next().and_then(|n| n.parse().ok())) {
            ("--calls", Some(n)) if n > 0 => calls = n,
            _ => bail!("{BENCH_USAGE}"),
        }
    }
    let dir = root.join("target/playground-bench/site");
    build_site_with_bundle(root, &dir)?;
    let base = serve(&dir)?;
    let calls_arg = calls.to_string();
    let mut hero_median = None;
    for (name, file) in
        [("hero", root.join(HERO_CASE)), ("examples/ship.ks", root.join("examples/ship.ks"))]
    {
        let file = file.to_string_lossy().into_owned();
        let out = drive(root, &["bench", &base, &file, &calls_arg])?;
        let json: serde_json::Value = serde_json::from_str(&out)
            .map_err(|e| anyhow::anyhow!("the bench printed no JSON ({e}): {out}"))?;
        let problems = json["problems"].as_array().map_or(0, Vec::len);
        if json.get("failure").is_some() || problems > 0 {
            bail!("the bench of {name} failed: {out}");
        }
        let number = |key: &str| json[key].as_f64().unwrap_or(f64::NAN);
        let [median, batch_min, batch_max, single, p90, max, first, cold, load] = [
            "medianMs",
            "batchMinMs",
            "batchMaxMs",
            "singleMedianMs",
            "p90Ms",
            "maxMs",
            "firstMs",
            "coldMs",
            "pageLoadMs",
        ]
        .map(number);
        if !median.is_finite() {
            bail!("unexpected bench output: {out}");
        }
        println!(
            "check of {name} ({} diagnostics) in Chromium after load, {calls} batches of 10 calls: \
             median {median:.4} ms per call (batches {batch_min:.4}..{batch_max:.4}); timed one by one \
             (0.1 ms clock): median {single:.1} ms, p90 {p90:.1} ms, max {max:.1} ms; the page's own \
             first check when it opens the file {cold:.1} ms (the page loaded, warm-up included, in \
             {load:.0} ms), the bench's first call {first:.1} ms",
            json["diagnostics"]
        );
        if name == "hero" {
            hero_median = Some((median, cold));
        }
    }
    // Both the steady state and the reader's first check after the page has loaded.
    let (median, cold) = hero_median.unwrap();
    if median > CHECK_BUDGET_MS {
        bail!("the hero's median check time {median:.3} ms is over the budget of {CHECK_BUDGET_MS} ms");
    }
    if cold > CHECK_BUDGET_MS {
        bail!("the hero's first check after load took {cold:.1} ms, over the budget of {CHECK_BUDGET_MS} ms");
    }
    println!("within the budget of {CHECK_BUDGET_MS} ms");
    Ok(())
}
