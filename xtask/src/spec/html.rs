//! The HTML site, rendered from the generated markdown alone: one page per markdown file,
//! a navigation column, section numbers and anchors as the markdown has them, and
//! highlighted `ks` blocks.

use std::{collections::BTreeMap, fmt::Write as _, path::Path};

use anyhow::Result;
use pulldown_cmark::{CodeBlockKind, CowStr, Event, Parser, Tag, TagEnd};

use super::{
    highlight,
    pages::{escape, APPENDICES},
    playground, File,
};

const STYLE: &str = include_str!("style.css");

/// Highlighted renderings of example inputs committed under `editors/highlight/<name>.html`
/// (tree-sitter's HTML output), keyed by the last segment of the case id. The site uses one
/// instead of its own highlighter when its text is exactly the case's input.
#[derive(Default)]
pub struct Renderings {
    pub by_name: BTreeMap<String, String>,
    /// The renderings' own style rules, scoped to `pre.ts`.
    pub css: String,
}

impl Renderings {
    pub fn load(root: &Path) -> Result<Renderings> {
        let dir = root.join("editors/highlight");
        let mut out = Renderings::default();
        let Ok(entries) = std::fs::read_dir(&dir) else { return Ok(out) };
        let mut names: Vec<_> = entries.filter_map(|e| e.ok()).map(|e| e.path()).collect();
        names.sort();
        for path in names.iter().filter(|p| p.extension().is_some_and(|e| e == "html")) {
            let text = std::fs::read_to_string(path)?;
            let Some(code) = between(&text, "<pre><code>", "</code></pre>") else { continue };
            if out.css.is_empty() {
                if let Some(style) = between(&text, "<style>", "</style>") {
                    out.css = scope_css(style);
                }
            }
            let name = path.file_stem().unwrap().to_string_lossy().into_owned();
            out.by_name.insert(name, code.to_owned());
        }
        Ok(out)
    }

    /// The rendering for `case` if there is one and its text is `text`. The renderings are made for
    /// the description's examples, `examples/<name>`.
    pub fn for_case(&self, case: &str, text: &str) -> Option<&str> {
        let name = case.strip_prefix("examples/")?;
        let html = self.by_name.get(name)?;
        (unescape(&strip_tags(html)).trim_end_matches('\n') == text.trim_end_matches('\n'))
            .then_some(html.as_str())
    }
}

fn between<'a>(text: &'a str, start: &str, end: &str) -> Option<&'a str> {
    let from = text.find(start)? + start.len();
    let to = from + text[from..].find(end)?;
    Some(&text[from..to])
}

/// `.a.b { … }` → `pre.ts .a.b { … }`; rules for other selectors (`body`) are dropped.
fn scope_css(style: &str) -> String {
    let mut out = String::from("/* editors/highlight renderings */\n");
    for rule in style.split('}') {
        let Some((selector, body)) = rule.split_once('{') else { continue };
        let selector = selector.trim();
        if selector.starts_with('.') {
            out.push_str(&format!("pre.ts {selector} {{{}}}\n", body.trim_end()));
        }
    }
    out
}

fn strip_tags(html: &str) -> String {
    let mut out = String::new();
    let mut in_tag = false;
    for c in html.chars() {
        match c {
            '<' => in_tag = true,
            '>' if in_tag => in_tag = false,
            c if !in_tag => out.push(c),
            _ => {}
        }
    }
    out
}

fn unescape(text: &str) -> String {
    text.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&#x27;", "'")
        .replace("&amp;", "&")
}

pub fn html_path(md: &str) -> String {
    format!("{}.html", md.strip_suffix(".md").unwrap_or(md))
}

/// Rewrites a relative link to a markdown page into a link to its HTML page.
pub fn rewrite_link(dest: &str) -> String {
    if dest.contains("://") || dest.starts_with('#') || dest.starts_with("mailto:") {
        return dest.to_owned();
    }
    let (path, frag) = match dest.split_once('#') {
        Some((p, f)) => (p, Some(f)),
        None => (dest, None),
    };
    let path = match path.strip_suffix(".md") {
        Some(stem) => format!("{stem}.html"),
        None => path.to_owned(),
    };
    match frag {
        Some(f) => format!("{path}#{f}"),
        None => path,
    }
}

fn rewrite_hrefs(html: &str) -> String {
    let mut out = String::new();
    let mut rest = html;
    while let Some(i) = rest.find("href=\"") {
        let start = i + 6;
        out.push_str(&rest[..start]);
        let end = rest[start..].find('"').map_or(rest.len(), |j| start + j);
        out.push_str(&rewrite_link(&rest[start..end]));
        rest = &rest[end..];
    }
    out.push_str(rest);
    out
}

struct PageInfo {
    md: String,
    title: String,
    /// Level-2 sections: (anchor, text).
    sections: Vec<(String, String)>,
}

/// The plain text of the first level-1 heading and the level-2 headings with their anchors.
fn page_info(file: &File) -> PageInfo {
    let mut title = String::new();
    let mut sections = Vec::new();
    let mut in_heading: Option<u8> = None;
    let mut text = String::new();
    let mut anchor = String::new();
    for event in Parser::new_ext(&file.contents, super::chapters::options()) {
        match event {
            Event::Start(Tag::Heading { level, .. }) => {
                in_heading = Some(level as u8);
                text.clear();
                anchor.clear();
            }
            Event::End(TagEnd::Heading(_)) => {
                match in_heading {
                    Some(1) if title.is_empty() => title = text.trim().to_owned(),
                    Some(2) if !anchor.is_empty() => {
                        sections.push((anchor.clone(), text.trim().to_owned()))
                    }
                    _ => {}
                }
                in_heading = None;
            }
            Event::Text(t) | Event::Code(t) if in_heading.is_some() => text.push_str(&t),
            Event::InlineHtml(h) if in_heading.is_some() => {
                if let Some(id) = h.strip_prefix("<a id=\"").and_then(|s| s.split('"').next()) {
                    anchor = id.to_owned();
                }
            }
            _ => {}
        }
    }
    PageInfo { md: file.rel.clone(), title, sections }
}

pub fn render_site(files: &[File], renderings: &Renderings) -> Result<Vec<File>> {
    // What is not a page (the matrix's badges) is published as it is.
    let (files, data): (Vec<&File>, Vec<&File>) =
        files.iter().partition(|f| f.rel.ends_with(".md"));
    let mut out: Vec<File> = data
        .into_iter()
        .map(|f| File { rel: f.rel.clone(), contents: f.contents.clone() })
        .collect();
    let infos: Vec<PageInfo> = files.iter().map(|f| page_info(f)).collect();
    for (file, info) in files.iter().zip(&infos) {
        let depth = file.rel.matches('/').count();
        let root = "../".repeat(depth);
        let body = render_body(&file.contents, renderings, &root);
        let page = format!(
            "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n\
             <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
             <title>{title} · Keep Shipping specification</title>\n\
             <link rel=\"stylesheet\" href=\"{root}style.css\">\n<link rel=\"icon\" href=\"{root}favicon.svg\">\n</head>\n<body>\n\
             <nav class=\"sidebar\">\n{nav}</nav>\n<main>\n{body}</main>\n</body>\n</html>\n",
            title = escape(&info.title),
            nav = nav(&infos, &file.rel, &root),
        );
        out.push(File { rel: html_path(&file.rel), contents: page });
    }
    out.push(File {
        rel: playground::PAGE.into(),
        contents: playground::page(&nav(&infos, "", "")),
    });
    out.extend(playground::assets());
    out.push(File {
        rel: "style.css".into(),
        contents: format!("{STYLE}{}{}", renderings.css, playground::SITE_CSS),
    });
    Ok(out)
}

fn nav(infos: &[PageInfo], current: &str, root: &str) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "<a class=\"home\" href=\"{root}index.html\">Keep Shipping<br><small>language specification</small></a>"
    );
    let here = if current.is_empty() { " class=\"current\"" } else { "" };
    let _ = writeln!(
        out,
        "<ul class=\"tools\"><li{here}><a href=\"{root}{}\">Playground</a></li></ul>",
        playground::PAGE
    );
    let item = |out: &mut String, info: &PageInfo| {
        let here = info.md == current;
        let _ = write!(
            out,
            "<li{}><a href=\"{root}{}\">{}</a>",
            if here { " class=\"current\"" } else { "" },
            html_path(&info.md),
            escape(&info.title)
        );
        if here && !info.sections.is_empty() {
            out.push_str("<ul class=\"sections\">");
            for (anchor, text) in &info.sections {
                let _ = write!(out, "<li><a href=\"#{anchor}\">{}</a></li>", escape(text));
            }
            out.push_str("</ul>");
        }
        out.push_str("</li>\n");
    };
    out.push_str("<ol class=\"chapters\">\n");
    for info in infos.iter().filter(|i| i.md.as_bytes()[0].is_ascii_digit()) {
        item(&mut out, info);
    }
    out.push_str("</ol>\n<ol class=\"appendices\">\n");
    for (file, _, _) in APPENDICES {
        if let Some(info) = infos.iter().find(|i| i.md == *file) {
            item(&mut out, info);
        }
        if *file == "codes.md" {
            let codes: Vec<&PageInfo> =
                infos.iter().filter(|i| i.md.starts_with("codes/")).collect();
            if !codes.is_empty() {
                let open = if current.starts_with("codes/") { " open" } else { "" };
                let _ =
                    write!(out, "<li class=\"codes\"><details{open}><summary>Codes</summary><ul>");
                for info in codes {
                    let code = info.md.trim_start_matches("codes/").trim_end_matches(".md");
                    let here = info.md == current;
                    let _ = write!(
                        out,
                        "<li{}><a href=\"{root}{}\">{code}</a></li>",
                        if here { " class=\"current\"" } else { "" },
                        html_path(&info.md)
                    );
                }
                out.push_str("</ul></details></li>\n");
            }
        }
    }
    out.push_str("</ol>\n");
    out
}

/// The marks drawn for invisible characters (`␍`, `␀` …, `⟨BOM⟩`) become labelled boxes, since
/// few monospace fonts have the control pictures.
fn label_invisibles(html: &str) -> String {
    let mut out = String::new();
    for c in html.replace("⟨BOM⟩", "\u{2426}").chars() {
        let label = match c {
            '\u{2426}' => Some("BOM".to_owned()),
            '\u{2421}' => Some("DEL".to_owned()),
            '\u{2400}'..='\u{241f}' => {
                const NAMES: [&str; 32] = [
                    "NUL", "SOH", "STX", "ETX", "EOT", "ENQ", "ACK", "BEL", "BS", "HT", "LF", "VT",
                    "FF", "CR", "SO", "SI", "DLE", "DC1", "DC2", "DC3", "DC4", "NAK", "SYN", "ETB",
                    "CAN", "EM", "SUB", "ESC", "FS", "GS", "RS", "US",
                ];
                Some(NAMES[(c as u32 - 0x2400) as usize].to_owned())
            }
            _ => None,
        };
        match label {
            Some(l) => out.push_str(&format!("<span class=\"invisible\">{l}</span>")),
            None if c == '⇥' => out.push_str("<span class=\"tab\" title=\"tab\">→</span>"),
            None => out.push(c),
        }
    }
    out
}

fn render_body(markdown: &str, renderings: &Renderings, root: &str) -> String {
    let mut events: Vec<Event> = Vec::new();
    let mut code: Option<(String, String)> = None;
    for event in Parser::new_ext(markdown, super::chapters::options()) {
        match event {
            Event::Start(Tag::CodeBlock(kind)) => {
                let lang = match kind {
                    CodeBlockKind::Fenced(info) => info.trim().to_owned(),
                    CodeBlockKind::Indented => String::new(),
                };
                code = Some((lang, String::new()));
            }
            Event::Text(t) if code.is_some() => code.as_mut().unwrap().1.push_str(&t),
            Event::End(TagEnd::CodeBlock) => {
                let (info, text) = code.take().unwrap();
                let mut words = info.split_whitespace();
                let lang = words.next().unwrap_or("").to_owned();
                let case = words.next();
                let rendered = case.and_then(|c| renderings.for_case(c, &text));
                let inner = match rendered {
                    Some(html) => html.to_owned(),
                    None if lang == "ks" => label_invisibles(&highlight::to_html(&text)),
                    None => escape(&text),
                };
                let mut class =
                    if lang.is_empty() { "code".to_owned() } else { format!("code lang-{lang}") };
                if rendered.is_some() {
                    class.push_str(" ts");
                }
                // An example's input (its info string names the case) opens in the playground.
                let open = match case {
                    Some(case) if lang == "ks" => playground::open_link(root, case, &text),
                    _ => String::new(),
                };
                events.push(Event::Html(CowStr::from(format!(
                    "<pre class=\"{class}\"><code>{inner}</code></pre>\n{open}"
                ))));
            }
            Event::Start(Tag::Link { link_type, dest_url, title, id }) => {
                events.push(Event::Start(Tag::Link {
                    link_type,
                    dest_url: CowStr::from(rewrite_link(&dest_url)),
                    title,
                    id,
                }));
            }
            other => events.push(other),
        }
    }
    let mut html = String::new();
    pulldown_cmark::html::push_html(&mut html, events.into_iter());
    heading_permalinks(&rewrite_hrefs(&html))
}

/// `<h2><a id="x"></a>…` → `<h2><a id="x" class="permalink" href="#x">§</a>…`, so every numbered
/// heading can be linked to with one click.
fn heading_permalinks(html: &str) -> String {
    let mut out = String::new();
    let mut rest = html;
    while let Some(i) = rest.find("><a id=\"") {
        let is_heading = rest[..i].rfind('<').is_some_and(|j| {
            let tag = &rest[j + 1..i];
            tag.len() == 2 && tag.starts_with('h') && tag.as_bytes()[1].is_ascii_digit()
        });
        let start = i + "><a id=\"".len();
        let Some(end) = rest[start..].find("\"></a>").map(|e| start + e) else { break };
        out.push_str(&rest[..start]);
        if is_heading {
            let id = &rest[start..end];
            out.push_str(&format!("{id}\" class=\"permalink\" href=\"#{id}\">§</a>"));
        } else {
            out.push_str(&rest[start..end]);
            out.push_str("\"></a>");
        }
        rest = &rest[end + "\"></a>".len()..];
    }
    out.push_str(rest);
    out
}
