//! Reading the chapter sources: headings, rule labels and `ks-case` placeholders, located with
//! pulldown-cmark so that code blocks and code spans are never mistaken for either.

use std::{ops::Range, path::Path};

use anyhow::{bail, Context, Result};
use pulldown_cmark::{CodeBlockKind, Event, HeadingLevel, Options, Parser, Tag, TagEnd};

pub struct Chapter {
    /// File name in `spec/src/` and in `spec/generated/` (`03-lexical-structure.md`).
    pub file: String,
    pub src: String,
    pub headings: Vec<Heading>,
    pub labels: Vec<Label>,
    pub placeholders: Vec<Placeholder>,
    /// Source ranges of plain text outside links, headings and code: where a code such as
    /// KS0001 is turned into a link.
    pub texts: Vec<Range<usize>>,
    /// Inline code spans that hold exactly a diagnostic code (`KS0004`), outside links and
    /// headings, with the code.
    pub code_spans: Vec<(Range<usize>, String)>,
}

pub struct Heading {
    pub level: u8,
    pub range: Range<usize>,
    pub text: String,
}

/// `r[LEX-7]` on a line of its own; the paragraph after it is the rule.
pub struct Label {
    pub id: String,
    pub range: Range<usize>,
}

pub struct Placeholder {
    pub case: String,
    pub show: Vec<Show>,
    pub range: Range<usize>,
}

#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Show {
    Input,
    Cst,
    Ast,
    Diag,
    Check,
    Formatted,
    Refused,
    Migrated,
    /// `plan.json`: the plan per environment.
    Plan,
    /// `file:files/blocks/web.ks`: a file of the case's site (`files/`), shown as it is.
    File(String),
}

impl Show {
    pub fn parse(name: &str) -> Option<Show> {
        Some(match name {
            "input" => Show::Input,
            "cst" => Show::Cst,
            "ast" => Show::Ast,
            "diag" | "parse" => Show::Diag,
            "check" => Show::Check,
            "formatted" | "fmt" => Show::Formatted,
            "refused" => Show::Refused,
            "migrated" => Show::Migrated,
            "plan" => Show::Plan,
            _ => match name.strip_prefix("file:") {
                Some(path) if is_site_path(path) => Show::File(path.to_owned()),
                _ => return None,
            },
        })
    }

    pub fn file(&self) -> &str {
        match self {
            Show::Input => "input.ks",
            Show::Cst => "cst.sexp",
            Show::Ast => "ast.json",
            Show::Diag => "parse.diag",
            Show::Check => "check.diag",
            Show::Formatted => "formatted.ks",
            Show::Refused => "format.refused",
            Show::Migrated => "migrated.ks",
            Show::Plan => "plan.json",
            Show::File(path) => path,
        }
    }

    pub fn caption(&self) -> &'static str {
        match self {
            Show::Input => "Input",
            Show::Cst => "Concrete syntax tree",
            Show::Ast => "Typed AST",
            Show::Diag => "Parse diagnostics",
            Show::Check => "Check diagnostics",
            Show::Formatted => "Formatted",
            Show::Refused => "Refused by the formatter",
            Show::Migrated => "Migrated",
            Show::Plan => "Plan",
            Show::File(_) => "Site file",
        }
    }

    /// The info string of the fenced block that shows this output.
    pub fn lang(&self) -> &'static str {
        match self {
            Show::Input | Show::Formatted | Show::Migrated => "ks",
            Show::Cst => "sexp",
            Show::Ast | Show::Plan => "json",
            Show::Diag | Show::Check => "diag",
            Show::Refused => "text",
            Show::File(path) => match path.rsplit_once('.').map(|(_, ext)| ext) {
                Some("ks") => "ks",
                Some("tf") => "hcl",
                Some("ts") => "ts",
                _ => "text",
            },
        }
    }
}

/// A site file a placeholder may show: relative, under `files/`, with no `..` and no empty part.
fn is_site_path(path: &str) -> bool {
    path.strip_prefix("files/").is_some_and(|rest| {
        rest.split('/').all(|part| !part.is_empty() && part != "." && part != "..")
    })
}

pub fn load(dir: &Path) -> Result<Vec<Chapter>> {
    let mut files: Vec<String> = std::fs::read_dir(dir)
        .with_context(|| format!("reading {}", dir.display()))?
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".md"))
        .collect();
    files.sort();
    let mut chapters = Vec::new();
    for file in files {
        let src = std::fs::read_to_string(dir.join(&file))?;
        chapters.push(parse(&file, src).with_context(|| format!("in spec/src/{file}"))?);
    }
    Ok(chapters)
}

pub fn options() -> Options {
    Options::ENABLE_TABLES | Options::ENABLE_STRIKETHROUGH
}

pub fn parse(file: &str, src: String) -> Result<Chapter> {
    let mut headings = Vec::new();
    let mut placeholders = Vec::new();
    let mut code_ranges: Vec<Range<usize>> = Vec::new();
    let mut texts = Vec::new();
    let mut code_spans = Vec::new();
    let mut heading: Option<(u8, Range<usize>, String)> = None;
    let mut block: Option<(String, Range<usize>, String)> = None;
    let mut link_depth = 0usize;
    for (event, range) in Parser::new_ext(&src, options()).into_offset_iter() {
        match event {
            Event::Start(Tag::Heading { level, .. }) => {
                heading = Some((heading_level(level), range, String::new()));
            }
            Event::End(TagEnd::Heading(_)) => {
                let (level, range, text) = heading.take().unwrap();
                headings.push(Heading { level, range, text: text.trim().to_owned() });
            }
            Event::Start(Tag::CodeBlock(kind)) => {
                let info = match kind {
                    CodeBlockKind::Fenced(info) => info.trim().to_owned(),
                    CodeBlockKind::Indented => String::new(),
                };
                block = Some((info, range, String::new()));
            }
            Event::End(TagEnd::CodeBlock) => {
                let (info, range, body) = block.take().unwrap();
                code_ranges.push(range.clone());
                if info == "ks-case" {
                    placeholders.push(
                        parse_placeholder(&body, range.clone())
                            .with_context(|| format!("placeholder at byte {}", range.start))?,
                    );
                }
            }
            Event::Start(Tag::Link { .. }) => link_depth += 1,
            Event::End(TagEnd::Link) => link_depth -= 1,
            Event::Text(text) => {
                if let Some((_, _, body)) = block.as_mut() {
                    body.push_str(&text);
                } else if let Some((_, _, t)) = heading.as_mut() {
                    t.push_str(&text);
                } else if link_depth == 0 {
                    texts.push(range);
                }
            }
            Event::Code(text) => {
                if let Some((_, _, t)) = heading.as_mut() {
                    t.push_str(&text);
                } else if link_depth == 0 && super::cases::is_code(&text) {
                    code_spans.push((range, text.to_string()));
                }
            }
            _ => {}
        }
    }
    let mut labels = Vec::new();
    let mut offset = 0;
    for line in src.split_inclusive('\n') {
        let start = offset;
        offset += line.len();
        if code_ranges.iter().any(|r| r.contains(&start)) {
            continue;
        }
        if let Some(id) = label_id(line.trim_end()) {
            labels.push(Label { id: id.to_owned(), range: start..offset });
        }
    }
    // A rule label is not text to link codes in.
    texts.retain(|t| !labels.iter().any(|l| l.range.contains(&t.start)));
    if headings.first().is_none_or(|h| h.level != 1) {
        bail!("a chapter starts with a level-1 heading");
    }
    if headings.iter().skip(1).any(|h| h.level == 1) {
        bail!("a chapter has exactly one level-1 heading");
    }
    Ok(Chapter { file: file.to_owned(), src, headings, labels, placeholders, texts, code_spans })
}

fn heading_level(level: HeadingLevel) -> u8 {
    match level {
        HeadingLevel::H1 => 1,
        HeadingLevel::H2 => 2,
        HeadingLevel::H3 => 3,
        HeadingLevel::H4 => 4,
        HeadingLevel::H5 => 5,
        HeadingLevel::H6 => 6,
    }
}

/// `r[ABC-12]` → `ABC-12`.
pub fn label_id(line: &str) -> Option<&str> {
    let id = line.strip_prefix("r[")?.strip_suffix(']')?;
    is_rule_id(id).then_some(id)
}

pub fn is_rule_id(id: &str) -> bool {
    match id.split_once('-') {
        Some((area, n)) => {
            !area.is_empty()
                && area.bytes().all(|b| b.is_ascii_uppercase())
                && !n.is_empty()
                && n.bytes().all(|b| b.is_ascii_digit())
                && !n.starts_with('0')
        }
        None => false,
    }
}

/// The body of a `ks-case` block: the case id on the first line, then `show = a, b`.
fn parse_placeholder(body: &str, range: Range<usize>) -> Result<Placeholder> {
    let mut case = None;
    let mut show = vec![Show::Input];
    for line in body.lines().map(str::trim).filter(|l| !l.is_empty()) {
        match line.split_once('=') {
            Some((key, value)) if key.trim() == "show" => {
                show = value
                    .split(',')
                    .map(str::trim)
                    .filter(|s| !s.is_empty())
                    .map(|s| Show::parse(s).with_context(|| format!("unknown output `{s}`")))
                    .collect::<Result<_>>()?;
            }
            Some((key, _)) => bail!("unknown placeholder key `{}`", key.trim()),
            None if case.is_none() => case = Some(line.to_owned()),
            None => bail!("a placeholder names one case"),
        }
    }
    let Some(case) = case else { bail!("a placeholder names a case") };
    if show.is_empty() {
        bail!("a placeholder shows at least one output");
    }
    Ok(Placeholder { case, show, range })
}
