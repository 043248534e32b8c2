//! Every internal link and anchor of the generated pages must resolve.

use std::collections::{BTreeMap, BTreeSet};

use pulldown_cmark::{Event, Parser, Tag};

use super::File;

/// Values of `attr="..."` in `text`.
fn attr_values<'a>(text: &'a str, attr: &str) -> Vec<&'a str> {
    let needle = format!("{attr}=\"");
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(i) = rest.find(&needle) {
        // Only a whole attribute name: `id=` but not `data-id=`.
        let ok = i == 0 || matches!(rest.as_bytes()[i - 1], b' ' | b'\n' | b'<');
        rest = &rest[i + needle.len()..];
        if let Some(end) = rest.find('"') {
            if ok {
                out.push(&rest[..end]);
            }
            rest = &rest[end..];
        }
    }
    out
}

fn links_of(file: &File) -> Vec<String> {
    if file.rel.ends_with(".md") {
        let mut out = Vec::new();
        for event in Parser::new_ext(&file.contents, super::chapters::options()) {
            match event {
                Event::Start(Tag::Link { dest_url, .. }) => out.push(dest_url.to_string()),
                Event::Html(h) | Event::InlineHtml(h) => {
                    out.extend(attr_values(&h, "href").into_iter().map(str::to_owned))
                }
                _ => {}
            }
        }
        out
    } else {
        attr_values(&file.contents, "href").into_iter().map(str::to_owned).collect()
    }
}

/// Joins a relative link onto the directory of `from`.
fn resolve(from: &str, path: &str) -> Option<String> {
    let mut parts: Vec<&str> = from.split('/').collect();
    parts.pop();
    for seg in path.split('/') {
        match seg {
            "" | "." => {}
            ".." => {
                parts.pop()?;
            }
            s => parts.push(s),
        }
    }
    Some(parts.join("/"))
}

/// Broken links as `page: link (reason)`, plus anchors defined twice on one page.
pub fn check(files: &[File]) -> Vec<String> {
    let mut ids: BTreeMap<&str, BTreeSet<&str>> = BTreeMap::new();
    let mut problems = Vec::new();
    for file in files {
        let mut set = BTreeSet::new();
        for id in attr_values(&file.contents, "id") {
            if !set.insert(id) {
                problems.push(format!("{}: anchor `{id}` is defined twice", file.rel));
            }
        }
        ids.insert(&file.rel, set);
    }
    for file in files {
        for link in links_of(file) {
            if link.contains("://") || link.starts_with("mailto:") {
                problems.push(format!(
                    "{}: external link {link} (the spec links only to itself)",
                    file.rel
                ));
                continue;
            }
            let (path, frag) = match link.split_once('#') {
                Some((p, f)) => (p, Some(f)),
                None => (link.as_str(), None),
            };
            let target =
                if path.is_empty() { Some(file.rel.clone()) } else { resolve(&file.rel, path) };
            let Some(target) = target else {
                problems.push(format!("{}: {link} leaves the site", file.rel));
                continue;
            };
            let Some(anchors) = ids.get(target.as_str()) else {
                problems.push(format!("{}: {link} names a page that does not exist", file.rel));
                continue;
            };
            if let Some(frag) = frag {
                // The playground's fragment carries a file (`#ks=…`), not an anchor.
                let file_in_fragment = target == super::playground::PAGE && frag.starts_with("ks=");
                if !file_in_fragment && !anchors.contains(frag) {
                    problems.push(format!("{}: {link} names a missing anchor", file.rel));
                }
            }
        }
    }
    problems
}
