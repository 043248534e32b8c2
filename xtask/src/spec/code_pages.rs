//! Appendix: the diagnostic codes, an index and a page per code (its summary, span, fix, and the
//! registry's failing and passing cases, as `keepshipping explain` shows them).

use std::{fmt::Write as _, ops::Range};

use super::pages::*;
use super::{Case, Inputs, Show};

pub(super) fn codes_index(inputs: &Inputs) -> String {
    let mut out = String::from(GENERATED_NOTE);
    let _ = writeln!(out, "# <a id=\"codes\"></a>{}\n", appendix_title("codes.md"));
    out.push_str(
        "Every diagnostic carries a stable code. This list comes from `conformance/codes.toml`; a \
         published code is never reused for another meaning. Each page shows the cases that emit \
         the code.\n\n",
    );
    if inputs.codes.is_empty() {
        out.push_str("The registry is empty.\n");
        return out;
    }
    out.push_str("| Code | Severity | Name | Cases |\n|---|---|---|---|\n");
    for code in &inputs.codes {
        let n = inputs.cases.iter().filter(|c| c.codes.contains(&code.code)).count();
        let _ = writeln!(
            out,
            "| [{0}](codes/{0}.md) | {1} | {2} | {n} |",
            code.code,
            table_cell(&code.severity),
            table_cell(&code.name)
        );
    }
    out
}

pub(super) fn code_page(inputs: &Inputs, index: &Index, code: &super::Code) -> String {
    let page = format!("codes/{}.md", code.code);
    let mut out = String::from(GENERATED_NOTE);
    let title = if code.name.is_empty() {
        code.code.clone()
    } else {
        format!("{}: {}", code.code, code.name)
    };
    let _ = writeln!(out, "# <a id=\"{}\"></a>{}\n", slug(&code.code), title);
    let mut facts = Vec::new();
    if !code.severity.is_empty() {
        facts.push(format!("**Severity:** {}", code.severity));
    }
    for (k, v) in &code.extra {
        facts.push(format!("**{}{}:** {v}", k[..1].to_uppercase(), &k[1..]));
    }
    facts.push("[all codes](../codes.md)".to_owned());
    let _ = writeln!(out, "{}\n", facts.join(" · "));
    if !code.summary.is_empty() {
        let _ = writeln!(out, "{}\n", code.summary.trim());
    }
    out.push_str(&fix_and_example(inputs, code));
    // Where the chapters mention the code.
    let mut mentions = Vec::new();
    for (chapter, numbered) in inputs.chapters.iter().zip(&index.headings) {
        let spans = chapter.code_spans.iter().filter(|(_, c)| c == &code.code).map(|(r, _)| r);
        let mut ranges: Vec<&Range<usize>> = chapter
            .texts
            .iter()
            .filter(|r| chapter.src[(*r).clone()].contains(&code.code))
            .chain(spans)
            .collect();
        ranges.sort_by_key(|r| r.start);
        for range in ranges {
            {
                let (number, anchor) = section_at(chapter, numbered, range.start);
                let title = numbered.iter().find(|h| h.2 == anchor).map(|h| h.3.clone());
                // The rule the mention sits in: the last label before it in the same section.
                let section_start = chapter
                    .headings
                    .iter()
                    .filter(|h| h.range.start <= range.start)
                    .map(|h| h.range.start)
                    .max()
                    .unwrap_or(0);
                let rule = chapter
                    .labels
                    .iter()
                    .rfind(|l| l.range.start >= section_start && l.range.start <= range.start)
                    .map(|l| format!(", rule [{0}](../{1}#r-{0})", l.id, chapter.file))
                    .unwrap_or_default();
                let link = format!(
                    "- [§{number} {}](../{}#{anchor}){rule}",
                    title.unwrap_or_default(),
                    chapter.file
                );
                if !mentions.contains(&link) {
                    mentions.push(link);
                }
            }
        }
    }
    out.push_str("## <a id=\"specified-in\"></a>Specified in\n\n");
    if mentions.is_empty() {
        out.push_str("No chapter mentions this code yet.\n\n");
    } else {
        out.push_str(&mentions.join("\n"));
        out.push_str("\n\n");
    }
    out.push_str("## <a id=\"cases\"></a>Cases\n\n");
    let cases: Vec<&Case> = inputs.cases.iter().filter(|c| c.codes.contains(&code.code)).collect();
    if cases.is_empty() {
        out.push_str("No conformance case emits this code yet.\n");
    }
    for case in cases {
        let anchor = case_anchor("case", &case.id);
        let shown = match index.examples.get(&case.id) {
            Some(loc) => format!(
                " <a href=\"../{}#{}\">(Example {})</a>",
                loc.page,
                case_anchor("example", &case.id),
                loc.number
            ),
            None => String::new(),
        };
        let _ = writeln!(
            out,
            "<div class=\"example\" id=\"{anchor}\"><span class=\"example-title\">{}</span> \
             <code class=\"case-id\">{}</code>{shown}{}</div>\n",
            title_html(&case.display_title()),
            escape(&case.id),
            rules_links_html(index, case, &page)
        );
        let mut show = vec![Show::Input];
        for s in [Show::Diag, Show::Check] {
            if case.has(s.file()) {
                show.push(s);
            }
        }
        out.push_str(&case_body(case, &show));
    }
    out
}

/// How to fix the code, and the registry's failing and passing case (the text `keepshipping explain`
/// shows, from the same entry and cases).
fn fix_and_example(inputs: &Inputs, code: &super::Code) -> String {
    let mut out = String::new();
    if !code.fix.is_empty() {
        let _ = writeln!(out, "## <a id=\"how-to-fix\"></a>How to fix\n\n{}\n", code.fix.trim());
    }
    let case = |id: &str| inputs.cases.iter().find(|case| case.id == id);
    let (Some(fails), Some(passes)) = (case(&code.fails), case(&code.passes)) else {
        return out;
    };
    out.push_str("## <a id=\"example\"></a>Example\n\n");
    let checked_as =
        crate::codes::checked_as([(&fails.check, &fails.dir), (&passes.check, &passes.dir)]);
    for ((verdict, case), checked_as) in
        [("Fails", fails), ("Passes", passes)].into_iter().zip(checked_as)
    {
        let _ = writeln!(
            out,
            "<div class=\"example\"><span class=\"example-title\">{verdict}: {}</span> \
             <code class=\"case-id\">{}</code></div>\n",
            title_html(&case.display_title()),
            escape(&case.id)
        );
        if !checked_as.is_empty() {
            let _ = writeln!(out, "*{}*\n", checked_as.join("; "));
        }
        // The failing case is shown again under Cases, with its link to the playground.
        let linked = verdict == "Passes";
        if let (Some(note), true) = (&case.note, linked) {
            let _ = writeln!(out, "{}\n", note.trim());
        }
        out.push_str(&case_files(case, &[Show::Input], linked));
        for (path, text) in crate::codes::files_beside(&case.dir).unwrap_or_default() {
            let lang = if path.ends_with(".ks") { "ks" } else { "text" };
            let _ = writeln!(out, "*Beside it* (`{path}`):\n\n{}", fence(lang, &text));
        }
        if verdict == "Fails" {
            let diagnostics = [Show::Diag, Show::Check].into_iter().filter(|s| case.has(s.file()));
            out.push_str(&case_files(case, &diagnostics.collect::<Vec<_>>(), false));
        }
    }
    out
}
