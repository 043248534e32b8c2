//! A crash made a regression case: the failing text recovered, written under
//! `conformance/cases/regressions/` (or `fuzz/regressions/<target>/` for several files), and its
//! expected files blessed from the reference.

use super::*;

impl Fuzz {
    /// Turns a crash file into `conformance/cases/regressions/<slug>/{input.ks,case.toml}`. For the
    /// structure-aware target the text that failed is recovered by re-running the target with
    /// `KS_FUZZ_MUTANT_OUT`; for the others the crash file is the text.
    pub fn import_crash(
        &self,
        path: &Path,
        target: Option<&str>,
        name: Option<&str>,
        minimize: bool,
    ) -> Result<PathBuf> {
        let target = match target {
            Some(t) => t.to_string(),
            None => path
                .parent()
                .and_then(|p| p.file_name())
                .map(|n| n.to_string_lossy().into_owned())
                .filter(|n| self.targets.contains(n))
                .context("cannot tell the target from the path: pass --target")?,
        };
        if !self.targets.contains(&target) {
            bail!("unknown target {target}");
        }
        let binary = self.binary(&target);
        if !binary.is_file() {
            self.build()?;
        }
        let minimized = std::env::temp_dir().join(format!("ks-fuzz-min-{}", std::process::id()));
        let path = if minimize {
            let _ = Command::new(&binary)
                .arg("-minimize_crash=1")
                .arg("-max_total_time=60")
                .arg(format!("-exact_artifact_path={}", minimized.display()))
                .arg(path)
                .stdin(Stdio::null())
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .status()?;
            if minimized.is_file() {
                minimized.as_path()
            } else {
                path
            }
        } else {
            path
        };
        if MULTI_FILE.contains(&target.as_str()) {
            return self.keep_crash(&binary, path, &target, name, &minimized);
        }
        let mut text_path = path.to_path_buf();
        let scratch = std::env::temp_dir().join(format!("ks-fuzz-mutant-{}", std::process::id()));
        let mut command = Command::new(&binary);
        command.arg(path).arg("-runs=1").stdin(Stdio::null());
        if target == "cst_mutate" {
            command.env("KS_FUZZ_MUTANT_OUT", &scratch);
            text_path = scratch.clone();
        }
        let out = command.output().with_context(|| format!("running {}", binary.display()))?;
        if out.status.success() {
            bail!("{} does not crash {target}; nothing to import", path.display());
        }
        let log = String::from_utf8_lossy(&out.stderr).into_owned();
        let panic = panic_message(&log);
        let bytes =
            fs::read(&text_path).with_context(|| format!("reading {}", text_path.display()))?;
        let _ = fs::remove_file(&scratch);
        let _ = fs::remove_file(&minimized);
        let text = String::from_utf8(bytes).map_err(|_| {
            anyhow::anyhow!("the crash input is not UTF-8, so no target reads it as text")
        })?;

        let slug = match name {
            Some(n) => n.to_string(),
            None => {
                format!("fuzz-{}-{:08x}", target.replace('_', "-"), fnv1a(text.as_bytes()) as u32)
            }
        };
        let dir = self.root.join("conformance/cases/regressions").join(&slug);
        if dir.exists() {
            bail!("{} exists already", dir.display());
        }
        let (valid, codes) = match self.reference_codes(&text)? {
            Some(found) => found,
            None => {
                eprintln!(
                    "the reference parser panics on this input: set `valid` and `codes` in case.toml from \
                     grammar/SYNTAX.md by hand"
                );
                (true, Vec::new())
            }
        };
        let rules: &[&str] = match target.as_str() {
            "fmt" => &["FMT-10", "FMT-11", "FMT-12", "FMT-13"],
            _ => &["REC-1", "REC-2", "REC-5"],
        };
        fs::create_dir_all(&dir)?;
        fs::write(dir.join("input.ks"), &text)?;
        let mut toml = String::new();
        let first_line =
            panic.lines().next().unwrap_or("crash").chars().take(100).collect::<String>();
        writeln!(
            toml,
            "title = {}",
            toml_str(&format!("Fuzz target `{target}` failed: {first_line}"))
        )?;
        writeln!(
            toml,
            "rules = [{}]",
            rules.iter().map(|r| toml_str(r)).collect::<Vec<_>>().join(", ")
        )?;
        writeln!(toml, "tags = [\"fuzz\", \"regression\", {}]", toml_str(&target))?;
        writeln!(toml, "since = \"0.1\"")?;
        writeln!(
            toml,
            "note = {}",
            toml_str(&format!(
                "Found by `cargo xtask fuzz` (target `{target}`); imported with --import-crash. Panic: {}",
                panic.chars().take(600).collect::<String>()
            ))
        )?;
        writeln!(toml, "valid = {valid}")?;
        writeln!(
            toml,
            "codes = [{}]",
            codes.iter().map(|c| toml_str(c)).collect::<Vec<_>>().join(", ")
        )?;
        fs::write(dir.join("case.toml"), toml)?;
        println!("panic: {panic}");
        match self.bless_one(&dir, &slug) {
            Ok(written) => println!("blessed from the reference: {}", written.join(", ")),
            Err(err) => println!(
                "expected files not written ({err}); once the reference handles the input, run \
                 KS_BLESS=1 cargo test -p ks-conformance --test conformance"
            ),
        }
        println!(
            "review: check title, rules, `valid` and `codes` against grammar/SYNTAX.md; a level where the \
             reference is wrong goes under [disputed]"
        );
        Ok(dir)
    }

    /// A crash of a multi-file target is not one text, so it is kept as it is, in
    /// `fuzz/regressions/<target>/`, which `--replay` runs through that target.
    fn keep_crash(
        &self,
        binary: &Path,
        path: &Path,
        target: &str,
        name: Option<&str>,
        minimized: &Path,
    ) -> Result<PathBuf> {
        let out = Command::new(binary)
            .arg(path)
            .arg("-runs=1")
            .stdin(Stdio::null())
            .output()
            .with_context(|| format!("running {}", binary.display()))?;
        if out.status.success() {
            bail!("{} does not crash {target}; nothing to import", path.display());
        }
        let bytes = fs::read(path).with_context(|| format!("reading {}", path.display()))?;
        let _ = fs::remove_file(minimized);
        let dir = self.dir.join("regressions").join(target);
        fs::create_dir_all(&dir)?;
        let slug = name.map_or_else(|| format!("crash-{:016x}", fnv1a(&bytes)), str::to_string);
        let dest = dir.join(slug);
        if dest.exists() {
            bail!("{} exists already", dest.display());
        }
        fs::write(&dest, &bytes)?;
        println!("panic: {}", panic_message(&String::from_utf8_lossy(&out.stderr)));
        println!(
            "kept as {}: `cargo xtask fuzz --replay {target}` runs it; commit it with the fix",
            dest.display()
        );
        Ok(dest)
    }

    /// Writes the expected files of one new case from the reference, by blessing a scratch suite that
    /// holds only that case (`KS_CONFORMANCE_DIR`), so no other case's files are touched. Returns the
    /// files written; fails when bless does (for instance when the reference panics, or under CI).
    fn bless_one(&self, dir: &Path, slug: &str) -> Result<Vec<String>> {
        let suite = std::env::temp_dir().join(format!("ks-fuzz-bless-{}", std::process::id()));
        let _ = fs::remove_dir_all(&suite);
        let case = suite.join("cases/regressions").join(slug);
        fs::create_dir_all(&case)?;
        for file in ["input.ks", "case.toml"] {
            fs::copy(dir.join(file), case.join(file))?;
        }
        for file in ["codes.toml", "rules.txt"] {
            fs::copy(self.root.join("conformance").join(file), suite.join(file))?;
        }
        let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
        let out = Command::new(cargo)
            .current_dir(&self.root)
            .args(["test", "-q", "-p", "ks-conformance", "--test", "conformance"])
            .env("KS_BLESS", "1")
            .env("KS_CONFORMANCE_DIR", &suite)
            .stdin(Stdio::null())
            .output()?;
        let result = if out.status.success() {
            let mut written = Vec::new();
            for file in ["cst.sexp", "ast.json", "parse.diag"] {
                if case.join(file).is_file() {
                    fs::copy(case.join(file), dir.join(file))?;
                    written.push(file.to_string());
                }
            }
            Ok(written)
        } else {
            let log = String::from_utf8_lossy(&out.stdout).into_owned()
                + &String::from_utf8_lossy(&out.stderr);
            Err(anyhow::anyhow!("bless failed: {}", tail(&log, 5)))
        };
        let _ = fs::remove_dir_all(&suite);
        result
    }

    /// The reference's verdict on `text` through the `keepshipping` CLI: (valid, distinct codes), or
    /// `None` when it panics.
    fn reference_codes(&self, text: &str) -> Result<Option<(bool, Vec<String>)>> {
        let scratch =
            std::env::temp_dir().join(format!("ks-fuzz-import-{}.ks", std::process::id()));
        fs::write(&scratch, text)?;
        let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
        let out = Command::new(cargo)
            .current_dir(&self.root)
            .args([
                "run",
                "-q",
                "-p",
                "keepshipping",
                "--",
                "parse",
                "--emit",
                "diagnostics",
                "--format",
                "json",
            ])
            .arg(&scratch)
            .stdin(Stdio::null())
            .output()?;
        let _ = fs::remove_file(&scratch);
        if out.status.code().is_none_or(|c| c > 1) {
            return Ok(None);
        }
        let json = String::from_utf8_lossy(&out.stdout);
        let codes: BTreeSet<String> = json
            .match_indices("KS")
            .filter_map(|(i, _)| json.get(i..i + 6))
            .filter(|c| c[2..].chars().all(|d| d.is_ascii_digit()))
            .map(str::to_string)
            .collect();
        let registry =
            ks_conformance::codes::Codes::load(&self.root.join("conformance/codes.toml"))
                .map_err(anyhow::Error::msg)?;
        let is_error = |code: &String| {
            registry.0.get(code).map(|info| info.severity.as_str()) != Some("warning")
        };
        let valid = !codes.iter().any(is_error);
        Ok(Some((valid, codes.into_iter().collect())))
    }
}
