//! Language features (`conformance/features.txt`, NOTATION.md §8a): the closed list, and which of them
//! a case needs. A feature's signals are data in the list (its area, the rules it covers, the keys,
//! step kinds and files of the case), so a new case gets its features without naming them; a case
//! names in `case.toml` only what no signal shows.

use std::sync::OnceLock;

/// One feature of the list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Feature {
    pub name: String,
    /// What it is, for help texts and the spec.
    pub summary: String,
    signals: Vec<Signal>,
}

/// What shows that a case needs a feature.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Signal {
    Area(String),
    IdPrefix(String),
    Rule(String),
    Key(String),
    Kind(String),
    Ext(String),
    Dir(String),
    Need(String),
    Tag(String),
    Header(String),
    Bytes(Bytes),
    SyntaxError,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Bytes {
    NonUtf8,
    NonAscii,
    Crlf,
    Bom,
    Tab,
}

const BYTES: &[(&str, Bytes)] = &[
    ("non-utf8", Bytes::NonUtf8),
    ("non-ascii", Bytes::NonAscii),
    ("crlf", Bytes::Crlf),
    ("bom", Bytes::Bom),
    ("tab", Bytes::Tab),
];

/// Reads the list: one feature a line, `NAME SIGNAL... -- summary`, `#` comments.
pub fn parse(text: &str) -> Result<Vec<Feature>, String> {
    let mut out: Vec<Feature> = Vec::new();
    for (n, line) in text.lines().enumerate().map(|(n, l)| (n + 1, l.trim())) {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (head, summary) = line.split_once(" -- ").ok_or(format!("line {n}: no ` -- `"))?;
        let mut words = head.split_whitespace();
        let name = words.next().ok_or(format!("line {n}: no name"))?;
        if out.iter().any(|f| f.name == name) {
            return Err(format!("line {n}: `{name}` is listed twice"));
        }
        let signals = words
            .map(|w| signal(w).map_err(|e| format!("line {n}: {e}")))
            .collect::<Result<_, _>>()?;
        out.push(Feature { name: name.into(), summary: summary.trim().into(), signals });
    }
    Ok(out)
}

fn signal(word: &str) -> Result<Signal, String> {
    if word == "syntax-error" {
        return Ok(Signal::SyntaxError);
    }
    let (key, value) = word.split_once('=').ok_or(format!("`{word}` is not KEY=VALUE"))?;
    let v = value.to_string();
    Ok(match key {
        "area" => Signal::Area(v),
        "id" => Signal::IdPrefix(v),
        "rule" => Signal::Rule(v),
        "key" => Signal::Key(v),
        "kind" => Signal::Kind(v),
        "ext" => Signal::Ext(v),
        "dir" => Signal::Dir(v),
        "need" => Signal::Need(v),
        "tag" => Signal::Tag(v),
        "header" => Signal::Header(v),
        "bytes" => Signal::Bytes(
            BYTES.iter().find(|(n, _)| *n == value).ok_or(format!("no bytes `{value}`"))?.1,
        ),
        _ => return Err(format!("an unknown signal `{key}`")),
    })
}

/// The suite's list (`features.txt` of the cases package).
pub fn list() -> &'static [Feature] {
    static LIST: OnceLock<Vec<Feature>> = OnceLock::new();
    LIST.get_or_init(|| {
        parse(ks_conformance_cases::FEATURES).expect("features.txt parses (a unit test checks it)")
    })
}

/// The feature named `name`, if listed.
pub fn find(name: &str) -> Option<&'static Feature> {
    list().iter().find(|f| f.name == name)
}

/// Refuses a name that is not in the list, saying the closest one.
pub fn check_names(names: &[String]) -> Result<(), String> {
    match names.iter().find(|n| find(n).is_none()) {
        None => Ok(()),
        Some(unknown) => {
            let known: Vec<&str> = list().iter().map(|f| f.name.as_str()).collect();
            Err(format!("`{unknown}` is not a feature (features.txt: {})", known.join(", ")))
        }
    }
}

/// What a case is made of, as the signals read it.
pub struct Subject<'a> {
    /// `area/slug`.
    pub id: &'a str,
    /// Its files, relative (nested cases left out).
    pub files: Vec<String>,
    pub rules: &'a [String],
    pub tags: &'a [String],
    pub needs: &'a [String],
    /// The features its `case.toml` names.
    pub named: &'a [String],
    /// Whether its `codes` list a syntax error.
    pub syntax_error: bool,
    /// `input.ks`.
    pub input: &'a [u8],
}

/// The features a case needs, in list order: the signalled ones and those its `case.toml` names. A
/// name `case.toml` gives that is not listed is an error.
pub fn of_case(case: &Subject<'_>) -> Result<Vec<String>, String> {
    check_names(case.named).map_err(|e| format!("{}/case.toml: {e}", case.id))?;
    let text = String::from_utf8_lossy(case.input);
    Ok(list()
        .iter()
        .filter(|f| case.named.contains(&f.name) || f.signals.iter().any(|s| case.shows(s, &text)))
        .map(|f| f.name.clone())
        .collect())
}

impl Subject<'_> {
    fn shows(&self, signal: &Signal, text: &str) -> bool {
        let area = self.id.split('/').next().unwrap_or_default();
        match signal {
            Signal::Area(a) => area == a,
            Signal::IdPrefix(p) => self.id.starts_with(p.as_str()),
            Signal::Rule(p) => self
                .rules
                .iter()
                .any(|r| r.strip_prefix(p.as_str()).is_some_and(|rest| rest.starts_with('-'))),
            Signal::Key(k) => text.lines().any(|l| key_of(l) == Some(k)),
            Signal::Kind(k) => text.lines().any(|l| value_of(l) == Some(k)),
            Signal::Ext(e) => {
                self.files.iter().any(|f| f.rsplit_once('.').is_some_and(|(_, x)| x == e))
            }
            Signal::Dir(d) => self.files.iter().any(|f| f.split('/').rev().skip(1).any(|s| s == d)),
            Signal::Need(t) => self.needs.contains(t),
            Signal::Tag(t) => self.tags.contains(t),
            Signal::Header(v) => header(text) == Some(v),
            Signal::Bytes(b) => bytes_hold(self.input, *b),
            Signal::SyntaxError => self.syntax_error,
        }
    }
}

fn bytes_hold(input: &[u8], what: Bytes) -> bool {
    match what {
        Bytes::NonUtf8 => std::str::from_utf8(input).is_err(),
        Bytes::NonAscii => !input.is_ascii(),
        Bytes::Crlf => input.windows(2).any(|w| w == b"\r\n"),
        Bytes::Bom => input.starts_with("\u{feff}".as_bytes()),
        Bytes::Tab => input.contains(&b'\t'),
    }
}

/// The key of a line (`  name:` or `- name:` followed by a blank or the end), if it has one.
fn key_of(line: &str) -> Option<&str> {
    let rest = line.trim_start();
    let rest = rest.strip_prefix("- ").unwrap_or(rest);
    let (key, after) = rest.split_once(':')?;
    let is_word = !key.is_empty()
        && key.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.'));
    (is_word && (after.is_empty() || after.starts_with([' ', '\t', '\r']))).then_some(key)
}

/// The value of a key line, up to a comment (`  gate: decide  # why` → `decide`).
fn value_of(line: &str) -> Option<&str> {
    key_of(line)?;
    let (_, after) = line.split_once(':')?;
    let value = after.split(" #").next().unwrap_or_default().trim();
    (!value.is_empty()).then_some(value)
}

/// The format a file's header declares (`keepshipping: 0.0` on its first line that is not a comment).
fn header(text: &str) -> Option<&str> {
    let first = text.lines().map(str::trim).find(|l| !l.is_empty() && !l.starts_with('#'))?;
    let first = first.trim_start_matches('\u{feff}');
    (key_of(first) == Some("keepshipping")).then(|| value_of(first)).flatten()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_list_parses_and_every_signal_is_known() {
        let list = parse(ks_conformance_cases::FEATURES).unwrap();
        assert!(list.len() >= 15, "{list:?}");
        assert!(list.iter().all(|f| !f.signals.is_empty() && !f.summary.is_empty()));
    }

    #[test]
    fn a_bad_line_is_refused_with_its_number() {
        assert!(parse("a area=x -- one\na area=y -- two\n").unwrap_err().contains("line 2"));
        assert!(parse("a colour=red -- x\n").unwrap_err().contains("unknown signal"));
        assert!(parse("a area=x\n").unwrap_err().contains("line 1"));
    }

    #[test]
    fn keys_kinds_and_headers_are_read_from_lines() {
        assert_eq!(key_of("  on: push"), Some("on"));
        assert_eq!(key_of("  - when:"), Some("when"));
        assert_eq!(key_of("  image: a:b"), Some("image"));
        assert_eq!(key_of("  url: \"http://x\""), Some("url"));
        assert_eq!(key_of("  \"on\": x"), None);
        assert_eq!(value_of("  gate: decide  # why"), Some("decide"));
        assert_eq!(header("# c\nkeepshipping: 0.0\nsteps:\n"), Some("0.0"));
        assert_eq!(header("steps:\nkeepshipping: 0.0\n"), None);
    }
}
