//! The conformance cases as the spec shows them (read by the suite's own loader) and the code
//! registry.

use std::path::{Path, PathBuf};

use anyhow::{Context, Result};

pub struct Case {
    /// The path under `conformance/cases/`, with `/` separators.
    pub id: String,
    pub dir: PathBuf,
    pub title: Option<String>,
    pub rules: Vec<String>,
    pub example: bool,
    pub note: Option<String>,
    /// Diagnostic codes named in the case's `*.diag` files, in file order, without repeats.
    pub codes: Vec<String>,
    /// Its `[check]` table (the defaults when it has none).
    pub check: ks_conformance::CheckSettings,
}

impl Case {
    pub fn read(&self, file: &str) -> Option<String> {
        std::fs::read(self.dir.join(file)).ok().map(|b| String::from_utf8_lossy(&b).into_owned())
    }

    pub fn has(&self, file: &str) -> bool {
        self.dir.join(file).is_file()
    }

    pub fn display_title(&self) -> String {
        self.title.clone().unwrap_or_else(|| self.id.rsplit('/').next().unwrap().replace('-', " "))
    }
}

pub struct Code {
    pub code: String,
    pub name: String,
    pub severity: String,
    pub summary: String,
    /// How to fix it, and the ids of a case that shows it and of one with the mistake corrected.
    pub fix: String,
    pub fails: String,
    pub passes: String,
    /// Any other string-valued fields of the entry (`level`, `since`, `hint` …), in file order.
    pub extra: Vec<(String, String)>,
}

pub const DIAG_FILES: &[&str] = &["parse.diag", "check.diag", "migrate.diag"];

/// The cases under `root` (none when there is no such directory), read by the suite's own loader.
pub fn load_cases(root: &Path) -> Result<Vec<Case>> {
    if !root.is_dir() {
        return Ok(Vec::new());
    }
    let cases = ks_conformance::case::discover(root).map_err(anyhow::Error::msg)?;
    Ok(cases.into_iter().map(Case::from_suite).collect())
}

impl Case {
    fn from_suite(case: ks_conformance::Case) -> Case {
        let mut codes: Vec<String> = Vec::new();
        for file in DIAG_FILES {
            if let Ok(text) = std::fs::read_to_string(case.dir.join(file)) {
                for code in text.lines().filter_map(|l| l.split_whitespace().next()) {
                    if is_code(code) && !codes.iter().any(|c| c == code) {
                        codes.push(code.to_owned());
                    }
                }
            }
        }
        let check = case.check_settings().clone();
        let meta = case.meta;
        Case {
            id: case.id,
            dir: case.dir,
            title: Some(meta.title),
            rules: meta.rules,
            example: meta.example,
            note: meta.note,
            codes,
            check,
        }
    }
}

pub fn is_code(s: &str) -> bool {
    s.len() == 6 && s.starts_with("KS") && s[2..].bytes().all(|b| b.is_ascii_digit())
}

/// Reads the registry. It accepts the shapes a TOML registry of codes naturally takes:
/// `[KS0001]` tables, or an array of tables (`[[code]]`, `[[codes]]`) with a `code` or `id` key.
pub fn load_codes(path: &Path) -> Result<Vec<Code>> {
    let text = match std::fs::read_to_string(path) {
        Ok(text) => text,
        Err(err) if err.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(err) => return Err(err).with_context(|| format!("reading {}", path.display())),
    };
    let table: toml::Table = text.parse().with_context(|| format!("parsing {}", path.display()))?;
    let mut codes = Vec::new();
    for (key, value) in &table {
        if is_code(key) {
            if let Some(entry) = value.as_table() {
                codes.push(code_from(key, entry));
            }
        } else if let Some(array) = value.as_array() {
            for entry in array.iter().filter_map(|v| v.as_table()) {
                let code = entry.get("code").or_else(|| entry.get("id")).and_then(|v| v.as_str());
                if let Some(code) = code.filter(|c| is_code(c)) {
                    codes.push(code_from(code, entry));
                }
            }
        } else if let Some(inner) = value.as_table() {
            // `[codes.KS0001]`
            for (k, v) in inner {
                if let (true, Some(entry)) = (is_code(k), v.as_table()) {
                    codes.push(code_from(k, entry));
                }
            }
        }
    }
    codes.sort_by(|a, b| a.code.cmp(&b.code));
    codes.dedup_by(|a, b| a.code == b.code);
    Ok(codes)
}

fn code_from(code: &str, entry: &toml::Table) -> Code {
    let get = |keys: &[&str]| {
        keys.iter().find_map(|k| entry.get(*k).and_then(|v| v.as_str())).unwrap_or("").to_owned()
    };
    let known = [
        "code",
        "id",
        "name",
        "title",
        "severity",
        "summary",
        "description",
        "message",
        "fix",
        "fails",
        "passes",
    ];
    let extra = entry
        .iter()
        .filter(|(k, _)| !known.contains(&k.as_str()))
        .filter_map(|(k, v)| {
            let text = match v {
                toml::Value::String(s) => s.clone(),
                toml::Value::Integer(_) | toml::Value::Boolean(_) | toml::Value::Float(_) => {
                    v.to_string()
                }
                toml::Value::Array(a) => a
                    .iter()
                    .map(|x| x.as_str().map(str::to_owned).unwrap_or_else(|| x.to_string()))
                    .collect::<Vec<_>>()
                    .join(", "),
                _ => return None,
            };
            Some((k.clone(), text))
        })
        .collect();
    Code {
        code: code.to_owned(),
        name: get(&["name", "title"]),
        severity: get(&["severity"]),
        summary: get(&["summary", "description", "message"]),
        fix: get(&["fix"]),
        fails: get(&["fails"]),
        passes: get(&["passes"]),
        extra,
    }
}
