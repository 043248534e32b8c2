//! The words the language fixes and the check holds a file to: the top-level keys of a site file
//! and of a block file (KS0105 otherwise), an environment's properties (KS0302) and the trigger
//! words of `on:` (KS0303), each with what it is for. The check reads these lists and an editor
//! offers them, so the two cannot drift.

/// A fixed key or word and what it is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Word {
    pub name: &'static str,
    /// Its meaning is in its indented children, not a value (`envs:`); a value there is an error.
    pub parent: bool,
    /// One sentence for a reader: an editor's completion documentation.
    pub doc: &'static str,
}

const fn word(name: &'static str, parent: bool, doc: &'static str) -> Word {
    Word { name, parent, doc }
}

/// The top-level keys of a site file (`ship.ks`).
pub const SITE_KEYS: [Word; 6] = [
    word("keepshipping", false, "The format the file is written in."),
    word("name", false, "The workflow's name."),
    word("on", false, "What starts a run: `push`, `pr`, `tag`, `manual`."),
    word("envs", true, "The environments, one name per line; none means one, `default`."),
    word("policy", true, "What agents and humans may do, per action and environment."),
    word("steps", true, "The steps, one `name: kind` per entry."),
];

/// The top-level keys of a block file, which starts with `block: <name>`.
pub const BLOCK_KEYS: [Word; 5] = [
    word("keepshipping", false, "The format the file is written in."),
    word("block", false, "The name uses of this block write as their kind."),
    word("inputs", true, "The block's inputs, `name: Type` (`= default` makes one optional)."),
    word("outputs", true, "What a use reads as `<use>.out.<name>`: a step output each."),
    word("steps", true, "The steps, one `name: kind` per entry."),
];

/// An environment's properties.
pub const ENV_PROPERTIES: [Word; 4] = [
    word("on", false, "What starts a run in this environment."),
    word("vars", true, "Variables read as `env.NAME`."),
    word(
        "require-verified",
        false,
        "`true`: every deploy here must check a signature (`verify:`).",
    ),
    word("ci-only", false, "`true`: only a CI run may target this environment."),
];

/// The trigger words of `on:` (a file's or an environment's).
pub const TRIGGERS: [Word; 4] = [
    word("push", false, "a push, optionally to branches matching a glob: `push main`"),
    word("pr", false, "a pull request"),
    word("tag", false, "a tag, optionally matching a glob: `tag v*`"),
    word("manual", false, "started by hand"),
];

/// The top-level keys of a block file (`block_file`) or of a site file.
pub fn top_level_keys(block_file: bool) -> &'static [Word] {
    if block_file {
        &BLOCK_KEYS
    } else {
        &SITE_KEYS
    }
}

/// The names of `words`, in order.
pub fn names(words: &[Word]) -> impl Iterator<Item = &'static str> + Clone + '_ {
    words.iter().map(|word| word.name)
}

/// Whether `key` is a top-level key of block files only (`block`, `inputs`, `outputs`).
pub fn block_only(key: &str) -> bool {
    only_in(key, &BLOCK_KEYS, &SITE_KEYS)
}

/// Whether `key` is a top-level key of site files only (`name`, `on`, `envs`, `policy`; GAP-27).
pub fn site_only(key: &str) -> bool {
    only_in(key, &SITE_KEYS, &BLOCK_KEYS)
}

fn only_in(key: &str, these: &'static [Word], not_these: &'static [Word]) -> bool {
    find(these, key).is_some() && find(not_these, key).is_none()
}

/// The word of `words` named `name`.
pub fn find(words: &'static [Word], name: &str) -> Option<&'static Word> {
    words.iter().find(|word| word.name == name)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::check::testing::codes;
    use crate::codes::INVALID_VALUE;

    /// A key whose meaning is in its children takes no value, in the file kind that has it; a key
    /// that takes a value is not refused one.
    #[test]
    fn a_parent_key_refuses_a_value_and_a_value_key_takes_one() {
        let files: [(&[Word], &str); 2] = [(&SITE_KEYS, ""), (&BLOCK_KEYS, "block: web\n")];
        for (words, head) in files {
            for word in words.iter().filter(|word| word.name != "keepshipping") {
                let text = format!("keepshipping: 0.1\n{head}{}: x\n", word.name);
                let refused = codes(&text).contains(&INVALID_VALUE);
                assert_eq!(refused, word.parent, "{text}");
            }
        }
    }
}
