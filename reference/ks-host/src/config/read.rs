//! Reading one `keepshipping.toml`: every value checked against what its key takes, every problem a
//! [`ConfigError`] at its line, and the code catalog the warning lists are checked against.

use std::{cell::Cell, collections::BTreeSet, path::Path};

use globset::{GlobBuilder, GlobSet, GlobSetBuilder};
use ks_core::{closest_name, quoted_list, Actor, Context};
use ks_lang::Severity;
use toml_edit::{Item, TableLike, Value};

use super::{ConfigError, ErrorKind, Globs, Strict, Written, FILE_NAME, MAX_GLOBS, MAX_GLOB_LEN};

/// The code registry (`conformance/codes.toml`, generated into ks-lang): a configuration names a
/// code either way (`KSnnnn` or `no-format-header-in-ci`).
pub(super) static CATALOG: &[ks_lang::codes::Code] = ks_lang::codes::ALL;

/// The code registered under `name` (empty if none is: only a message is built from it).
pub(super) fn catalog_code(name: &str) -> &'static str {
    CATALOG.iter().find(|entry| entry.name == name).map_or("", |entry| entry.code)
}

/// A key being read, for messages.
pub(super) struct Key<'a> {
    pub(super) name: &'a str,
    pub(super) line: usize,
}

/// Reads the values of one file, turning every problem into a [`ConfigError`] at its line.
pub(super) struct Reader<'a> {
    file: &'a Path,
    /// Where each line starts, for a line number in one search.
    lines: ks_lang::LineStarts,
    /// How many globs the file has held so far.
    globs: Cell<usize>,
}

impl<'a> Reader<'a> {
    pub(super) fn new(file: &'a Path, text: &'a str) -> Reader<'a> {
        Reader { file, lines: ks_lang::LineStarts::new(text), globs: Cell::new(0) }
    }

    /// The 1-based line of byte `offset`.
    pub(super) fn line(&self, offset: usize) -> usize {
        1 + self.lines.line_of(offset)
    }

    pub(super) fn key_line(&self, table: &dyn TableLike, name: &str) -> usize {
        table
            .get_key_value(name)
            .and_then(|(key, _)| key.span())
            .map_or(1, |span| self.line(span.start))
    }

    pub(super) fn item_line(&self, item: &Item) -> Option<usize> {
        item.span().map(|span| self.line(span.start))
    }

    fn error(&self, line: usize, kind: ErrorKind, message: String) -> ConfigError {
        ConfigError { file: self.file.to_path_buf(), line: Some(line), kind, message }
    }

    pub(super) fn bad(&self, key: &Key<'_>, line: usize, what: &str) -> ConfigError {
        self.error(line, ErrorKind::BadValue, format!("`{}` {what}", key.name))
    }

    pub(super) fn unknown(&self, key: &Key<'_>, known: &[&str]) -> ConfigError {
        let name = key.name;
        let hint = match name {
            "extend-exclude" => concat!(
                " — `exclude` already adds to what `.gitignore` excludes",
                " (there is no default list to extend)"
            )
            .to_owned(),
            "ignore" | "extend-ignore" => format!(
                " — ignore warnings with `[per-file-ignores]`, e.g. `\"**\" = [\"{}\"]` for every file",
                catalog_code("no-format-header-in-ci")
            ),
            "extend-per-file-ignores" => " — use `[per-file-ignores]`".to_owned(),
            _ => {
                let dashed = name.replace('_', "-");
                let guess = known
                    .iter()
                    .find(|candidate| **candidate == dashed)
                    .copied()
                    .or_else(|| closest_name(name, known.iter().copied()));
                match guess {
                    Some(guess) => format!(" — did you mean `{guess}`?"),
                    None => format!(" (known keys: {})", quoted_list(known)),
                }
            }
        };
        self.error(key.line, ErrorKind::UnknownKey, format!("unknown key `{name}`{hint}"))
    }

    fn value<'i>(
        &self,
        key: &Key<'_>,
        item: &'i Item,
        line: usize,
        expected: &str,
    ) -> Result<&'i Value, ConfigError> {
        item.as_value().ok_or_else(|| {
            self.bad(key, line, &format!("must be {expected}, not {}", type_name(item)))
        })
    }

    pub(super) fn string<'i>(
        &self,
        key: &Key<'_>,
        item: &'i Item,
        line: usize,
        what: &str,
    ) -> Result<&'i str, ConfigError> {
        let expected = format!("a string ({what})");
        let value = self.value(key, item, line, &expected)?;
        value.as_str().ok_or_else(|| {
            self.bad(key, line, &format!("must be {expected}, not {}", value_type(value)))
        })
    }

    pub(super) fn boolean(
        &self,
        key: &Key<'_>,
        item: &Item,
        line: usize,
    ) -> Result<bool, ConfigError> {
        let value = self.value(key, item, line, "`true` or `false`")?;
        value.as_bool().ok_or_else(|| {
            self.bad(key, line, &format!("must be `true` or `false`, not {}", value_type(value)))
        })
    }

    /// One of `names` (a string), as its index.
    fn word(
        &self,
        key: &Key<'_>,
        item: &Item,
        line: usize,
        names: &[&str],
    ) -> Result<usize, ConfigError> {
        let one_of = format!("one of {}", quoted_list(names));
        let word = self.string(key, item, line, &one_of)?;
        names.iter().position(|name| *name == word).ok_or_else(|| {
            let hint = match closest_name(word, names.iter().copied()) {
                Some(guess) => format!(" — did you mean `{guess}`?"),
                None => String::new(),
            };
            self.bad(key, line, &format!("must be {one_of}, not `{word}`{hint}"))
        })
    }

    pub(super) fn actor(
        &self,
        key: &Key<'_>,
        item: &Item,
        line: usize,
    ) -> Result<Actor, ConfigError> {
        const ACTORS: [(&str, Actor); 3] =
            [("human", Actor::Human), ("agent", Actor::Agent), ("ci", Actor::Ci)];
        let names = ACTORS.map(|(name, _)| name);
        Ok(ACTORS[self.word(key, item, line, &names)?].1)
    }

    pub(super) fn context(
        &self,
        key: &Key<'_>,
        item: &Item,
        line: usize,
    ) -> Result<Context, ConfigError> {
        const CONTEXTS: [(&str, Context); 2] = [("local", Context::Local), ("ci", Context::Ci)];
        let names = CONTEXTS.map(|(name, _)| name);
        Ok(CONTEXTS[self.word(key, item, line, &names)?].1)
    }

    /// A list of strings, each with its line.
    fn strings<'i>(
        &self,
        key: &Key<'_>,
        item: &'i Item,
        line: usize,
        what: &str,
    ) -> Result<Vec<(&'i str, usize)>, ConfigError> {
        let expected = format!("a list of {what}");
        let value = self.value(key, item, line, &expected)?;
        let Some(array) = value.as_array() else {
            return Err(self.bad(
                key,
                line,
                &format!("must be {expected}, not {}", value_type(value)),
            ));
        };
        array
            .iter()
            .map(|element| {
                let at = element.span().map_or(line, |span| self.line(span.start));
                match element.as_str() {
                    Some(text) => Ok((text, at)),
                    None => Err(self.bad(
                        key,
                        at,
                        &format!("must be {expected}; this element is {}", value_type(element)),
                    )),
                }
            })
            .collect()
    }

    pub(super) fn globs(
        &self,
        key: &Key<'_>,
        item: &Item,
        line: usize,
    ) -> Result<Globs, ConfigError> {
        let patterns = self.strings(key, item, line, "globs (strings)")?;
        self.compile(key, &patterns)
    }

    fn compile(&self, key: &Key<'_>, patterns: &[(&str, usize)]) -> Result<Globs, ConfigError> {
        let mut names = GlobSetBuilder::new();
        let mut paths = GlobSetBuilder::new();
        let (mut name_globs, mut path_globs) = (Vec::new(), Vec::new());
        for &(pattern, line) in patterns {
            let bad =
                |why: &str| self.bad(key, line, &format!("has a bad glob `{pattern}`: {why}"));
            let trimmed = pattern.strip_prefix("./").unwrap_or(pattern);
            let trimmed = trimmed.strip_suffix('/').unwrap_or(trimmed);
            if trimmed.is_empty() {
                return Err(bad("it matches nothing; write a name or a path"));
            }
            self.globs.set(self.globs.get() + 1);
            if self.globs.get() > MAX_GLOBS {
                return Err(self.bad(
                    key,
                    line,
                    &format!("takes the file past {MAX_GLOBS} globs, more than a file may hold"),
                ));
            }
            if trimmed.len() > MAX_GLOB_LEN {
                return Err(self.bad(
                    key,
                    line,
                    &format!("has a glob longer than {MAX_GLOB_LEN} bytes"),
                ));
            }
            if trimmed.starts_with('!') {
                return Err(bad("negated globs (`!`) are not supported"));
            }
            if trimmed.starts_with('/') || Path::new(trimmed).is_absolute() {
                return Err(bad(&format!(
                    "globs are relative to the directory of {FILE_NAME}; write it without the \
                     leading `/`"
                )));
            }
            if trimmed.split('/').any(|part| part == "..") {
                return Err(bad(&format!("a glob cannot leave the directory of {FILE_NAME}")));
            }
            let glob = GlobBuilder::new(trimmed)
                .literal_separator(true)
                .build()
                .map_err(|error| bad(&error.kind().to_string()))?;
            let written = Written { glob: trimmed.to_owned(), line };
            if trimmed.contains('/') {
                paths.add(glob);
                path_globs.push(written);
            } else {
                names.add(glob);
                name_globs.push(written);
            }
        }
        let build = |builder: GlobSetBuilder,
                     written: &[Written]|
         -> Result<Option<GlobSet>, ConfigError> {
            if written.is_empty() {
                return Ok(None);
            }
            builder.build().map(Some).map_err(|error| {
                let line = patterns.first().map_or(key.line, |(_, line)| *line);
                self.bad(key, line, &format!("has a bad glob: {error}"))
            })
        };
        Ok(Globs {
            names: build(names, &name_globs)?,
            paths: build(paths, &path_globs)?,
            name_globs,
            path_globs,
        })
    }

    /// A warning code by `KSnnnn` or by its name; an unknown code or an error's is a bad value.
    fn warning_code(
        &self,
        key: &Key<'_>,
        written: &str,
        line: usize,
    ) -> Result<&'static str, ConfigError> {
        let found = CATALOG
            .iter()
            .find(|entry| entry.code.eq_ignore_ascii_case(written) || entry.name == written);
        let Some(entry) = found else {
            // Only a warning can be written here, so only warnings are suggested.
            let candidates = CATALOG
                .iter()
                .filter(|entry| entry.severity == Severity::Warning)
                .flat_map(|entry| [entry.code, entry.name]);
            let hint = match closest_name(written, candidates) {
                Some(guess) => format!(" — did you mean `{guess}`?"),
                None => String::new(),
            };
            return Err(self.bad(key, line, &format!("names an unknown code `{written}`{hint}")));
        };
        if entry.severity != Severity::Warning {
            return Err(self.bad(
                key,
                line,
                &format!(
                    "names {} (`{}`), which is an {}: only warnings can be ignored or made to fail",
                    entry.code,
                    entry.name,
                    entry.severity.as_str()
                ),
            ));
        }
        Ok(entry.code)
    }

    pub(super) fn strict(
        &self,
        key: &Key<'_>,
        item: &Item,
        line: usize,
    ) -> Result<Strict, ConfigError> {
        let expected = "`true`, `false` or a list of warning codes";
        let value = self.value(key, item, line, expected)?;
        if let Some(all) = value.as_bool() {
            return Ok(if all { Strict::All } else { Strict::None });
        }
        if value.as_array().is_none() {
            return Err(self.bad(
                key,
                line,
                &format!("must be {expected}, not {}", value_type(value)),
            ));
        }
        let mut codes = BTreeSet::new();
        for (written, at) in self.strings(key, item, line, "warning codes (strings)")? {
            codes.insert(self.warning_code(key, written, at)?);
        }
        Ok(Strict::Codes(codes))
    }

    pub(super) fn ignores(
        &self,
        key: &Key<'_>,
        item: &Item,
        line: usize,
    ) -> Result<Vec<(Globs, Vec<&'static str>)>, ConfigError> {
        let Some(table) = item.as_table_like() else {
            return Err(self.bad(
                key,
                line,
                &format!("must be a table of globs to lists of codes, not {}", type_name(item)),
            ));
        };
        let mut entries = Vec::new();
        for (glob, codes) in table.iter() {
            let glob_line = self.key_line(table, glob);
            let entry = Key { name: key.name, line: glob_line };
            let at = self.item_line(codes).unwrap_or(glob_line);
            let globs = self.compile(&entry, &[(glob, glob_line)])?;
            let mut list = Vec::new();
            for (written, code_line) in
                self.strings(&entry, codes, at, "warning codes (strings)")?
            {
                list.push(self.warning_code(&entry, written, code_line)?);
            }
            entries.push((globs, list));
        }
        Ok(entries)
    }
}

pub(super) fn type_name(item: &Item) -> &'static str {
    match item {
        Item::None => "nothing",
        Item::Value(value) => value_type(value),
        Item::Table(_) => "a table",
        Item::ArrayOfTables(_) => "an array of tables",
    }
}

fn value_type(value: &Value) -> &'static str {
    match value {
        Value::String(_) => "a string",
        Value::Integer(_) => "an integer",
        Value::Float(_) => "a float",
        Value::Boolean(_) => "a boolean",
        Value::Datetime(_) => "a date-time",
        Value::Array(_) => "a list",
        Value::InlineTable(_) => "a table",
    }
}
