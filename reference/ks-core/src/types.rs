//! The types of Keep Shipping values (TYPE, GAP-4, D8).
//!
//! Capitalised names are canonical (`String`, `Int`, …); the lowercase spellings are aliases of the
//! same types. Types never convert implicitly: [`Type::accepts`] is the one compatibility rule, and its
//! only widenings are the ones GAP-4 lists (`any` both ways, `optional(T)` against `T`, one `T` for a
//! `list(T)`).

use std::fmt;

/// How many `list(…)`/`optional(…)` wrappers a written type may have around its name (ADR 0061):
/// `list(list(String))` has two. One more is refused ([`Unreadable::TooDeep`]), so a `Type` is never
/// deeper than this and the walks over it may recurse.
pub const MAX_TYPE_DEPTH: usize = 64;

/// Why a written type does not read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unreadable {
    /// No type of that name (or a wrapper not closed).
    Unknown,
    /// More than [`MAX_TYPE_DEPTH`] wrappers.
    TooDeep,
}

/// A type of the language.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Type {
    String,
    Int,
    Float,
    Bool,
    Duration,
    Path,
    Url,
    Handle,
    Secret,
    /// Unchecked: compatible both ways.
    Any,
    OciDigest,
    OciTag,
    OciRef,
    /// `{ endpoint: Url, ca: String, auth: eks | gke | aks }`.
    K8sCluster,
    List(Box<Type>),
    Optional(Box<Type>),
    /// A closed set of answers (`low | medium | high`, the environments, …), shared: every
    /// reference to a decide step's answer holds the step's own list.
    Enum(Answers),
    /// A record of named fields, behind one word as the answers are.
    Record(Box<Box<[(String, Type)]>>),
}

/// A closed set of answers, shared behind one word: with the record's fields behind one too, a
/// type is two words, and a resolved reference that holds one is three (issue 42's heap budget).
pub type Answers = std::sync::Arc<Box<[crate::storage::Text]>>;

/// Every type name the language spells, canonical first, with the type it names.
type Maker = fn() -> Type;

const NAMES: &[(&str, Maker)] = &[
    ("String", || Type::String),
    ("Int", || Type::Int),
    ("Float", || Type::Float),
    ("Bool", || Type::Bool),
    ("Duration", || Type::Duration),
    ("Path", || Type::Path),
    ("Url", || Type::Url),
    ("Handle", || Type::Handle),
    ("secret", || Type::Secret),
    ("any", || Type::Any),
    ("oci.Digest", || Type::OciDigest),
    ("oci.Tag", || Type::OciTag),
    ("oci.Ref", || Type::OciRef),
    ("k8s.Cluster", || Type::K8sCluster),
    ("string", || Type::String),
    ("int", || Type::Int),
    ("float", || Type::Float),
    ("bool", || Type::Bool),
    ("duration", || Type::Duration),
    ("path", || Type::Path),
    ("url", || Type::Url),
    ("handle", || Type::Handle),
    ("Secret", || Type::Secret),
];

impl Type {
    /// The names a type may be written as (canonical and aliases), for did-you-mean.
    pub fn names() -> impl Iterator<Item = &'static str> + Clone {
        NAMES.iter().map(|(name, _)| *name)
    }

    /// Reads a type as written: a name, `list(T)` or `optional(T)` (D8: either case). `None` for a
    /// type that does not read, a too deep one included ([`Type::read`] says which).
    pub fn parse(text: &str) -> Option<Type> {
        Type::read(text).ok()
    }

    /// Reads a type as written, saying why one does not read. Iterative: the wrappers are counted
    /// first, and a type with more than [`MAX_TYPE_DEPTH`] of them is refused before anything is
    /// built, so no walk over a `Type` (drop, clone, display, [`Type::accepts`]) goes deeper than
    /// that (ADR 0061).
    pub fn read(text: &str) -> Result<Type, Unreadable> {
        let mut rest = text.trim();
        // The wrappers from the outside in: `true` for `list(`, `false` for `optional(`.
        let mut wrappers: Vec<bool> = Vec::new();
        loop {
            let (is_list, inner) = if let Some(inner) = rest.strip_prefix("list(") {
                (true, inner)
            } else if let Some(inner) = rest.strip_prefix("optional(") {
                (false, inner)
            } else {
                break;
            };
            let Some(inner) = inner.strip_suffix(')') else { break };
            if wrappers.len() == MAX_TYPE_DEPTH {
                return Err(Unreadable::TooDeep);
            }
            wrappers.push(is_list);
            rest = inner.trim();
        }
        let name = NAMES.iter().find(|(name, _)| *name == rest).ok_or(Unreadable::Unknown)?;
        let mut ty = (name.1)();
        for is_list in wrappers.into_iter().rev() {
            ty = if is_list { Type::List(Box::new(ty)) } else { Type::Optional(Box::new(ty)) };
        }
        Ok(ty)
    }

    /// The fields a `.field` may read on a value of this type; `None` when any field goes (`any`).
    pub fn field(&self, name: &str) -> Option<Option<Type>> {
        match self {
            Type::Any => Some(Some(Type::Any)),
            Type::Optional(inner) => inner.field(name),
            Type::K8sCluster => Some(match name {
                "endpoint" => Some(Type::Url),
                "ca" => Some(Type::String),
                "auth" => Some(Type::Enum(Answers::new(
                    ["eks".into(), "gke".into(), "aks".into()].into(),
                ))),
                _ => None,
            }),
            Type::Record(fields) => {
                Some(fields.iter().find(|(field, _)| field == name).map(|(_, ty)| ty.clone()))
            }
            _ => None,
        }
    }

    /// The field names of a record-like type, for did-you-mean.
    pub fn field_names(&self) -> Vec<String> {
        match self {
            Type::Optional(inner) => inner.field_names(),
            Type::K8sCluster => vec!["endpoint".into(), "ca".into(), "auth".into()],
            Type::Record(fields) => fields.iter().map(|(name, _)| name.clone()).collect(),
            _ => Vec::new(),
        }
    }

    /// Whether a value of type `value` may stand where `self` is expected. No implicit conversion:
    /// only `any`, a `T` where `optional(T)` is expected, one `T` for `list(T)` and enum subsets.
    pub fn accepts(&self, value: &Type) -> bool {
        match (self, value) {
            (Type::Any, _) | (_, Type::Any) => true,
            // An optional position takes an optional value of its type, or a bare one.
            (Type::Optional(expected), Type::Optional(value)) => expected.accepts(value),
            (Type::Optional(expected), value) => expected.accepts(value),
            (Type::List(expected), Type::List(value)) => expected.accepts(value),
            (Type::List(expected), value) => expected.accepts(value),
            (Type::Enum(expected), Type::Enum(value)) => {
                value.iter().all(|answer| expected.contains(answer))
            }
            (Type::Record(expected), Type::Record(value)) => expected.iter().all(|(name, ty)| {
                value.iter().any(|(other, other_ty)| other == name && ty.accepts(other_ty))
            }),
            (expected, value) => expected == value,
        }
    }

    /// Whether two values may be compared with `==`/`!=` (optional values against their bare type).
    pub fn comparable(&self, other: &Type) -> bool {
        let bare = |ty: &Type| match ty {
            Type::Optional(inner) => (**inner).clone(),
            other => other.clone(),
        };
        let (a, b) = (bare(self), bare(other));
        match (&a, &b) {
            (Type::Enum(_), Type::String) | (Type::String, Type::Enum(_)) => true,
            (Type::Enum(a), Type::Enum(b)) => a.iter().any(|x| b.contains(x)),
            // A list input takes one value of its element type, but a list is not that value.
            (Type::List(a), Type::List(b)) => a.comparable(b),
            (Type::List(_), _) | (_, Type::List(_)) => false,
            _ => a.accepts(&b) || b.accepts(&a),
        }
    }

    /// Whether this type is (or wraps) a secret.
    pub fn is_secret(&self) -> bool {
        match self {
            Type::Secret => true,
            Type::List(inner) | Type::Optional(inner) => inner.is_secret(),
            _ => false,
        }
    }

    /// Whether interpolation is allowed in a position of this type (REF-9; unchecked positions too,
    /// AMB-27).
    pub fn allows_interpolation(&self) -> bool {
        match self {
            Type::String | Type::OciTag | Type::Any => true,
            Type::List(inner) | Type::Optional(inner) => inner.allows_interpolation(),
            _ => false,
        }
    }

    /// Whether a quoted value is accepted here (GAP-32: `String`, `oci.Tag` and `Path` positions).
    pub fn accepts_quoted(&self) -> bool {
        match self {
            Type::String | Type::OciTag | Type::Path | Type::Any => true,
            Type::List(inner) | Type::Optional(inner) => inner.accepts_quoted(),
            _ => false,
        }
    }
}

impl fmt::Display for Type {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Type::String => f.write_str("String"),
            Type::Int => f.write_str("Int"),
            Type::Float => f.write_str("Float"),
            Type::Bool => f.write_str("Bool"),
            Type::Duration => f.write_str("Duration"),
            Type::Path => f.write_str("Path"),
            Type::Url => f.write_str("Url"),
            Type::Handle => f.write_str("Handle"),
            Type::Secret => f.write_str("secret"),
            Type::Any => f.write_str("any"),
            Type::OciDigest => f.write_str("oci.Digest"),
            Type::OciTag => f.write_str("oci.Tag"),
            Type::OciRef => f.write_str("oci.Ref"),
            Type::K8sCluster => f.write_str("k8s.Cluster"),
            Type::List(inner) => write!(f, "list({inner})"),
            Type::Optional(inner) => write!(f, "optional({inner})"),
            Type::Enum(answers) => f.write_str(&answers.join(" | ")),
            Type::Record(fields) => {
                f.write_str("{ ")?;
                for (i, (name, ty)) in fields.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{name}: {ty}")?;
                }
                f.write_str(" }")
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_optional_position_takes_an_optional_value() {
        let optional_int = Type::Optional(Box::new(Type::Int));
        assert!(optional_int.accepts(&optional_int.clone()));
        assert!(optional_int.accepts(&Type::Int));
        assert!(!Type::Int.accepts(&optional_int));
    }

    #[test]
    fn canonical_and_alias_spellings_name_the_same_type() {
        assert_eq!(Type::parse("String"), Some(Type::String));
        assert_eq!(Type::parse("string"), Some(Type::String));
        assert_eq!(Type::parse("int"), Type::parse("Int"));
        assert_eq!(Type::parse("list(oci.Tag)"), Some(Type::List(Box::new(Type::OciTag))));
        assert_eq!(Type::parse("optional(int)"), Some(Type::Optional(Box::new(Type::Int))));
        assert_eq!(Type::parse("Strng"), None);
        assert_eq!(Type::parse("list(nope)"), None);
    }

    #[test]
    fn a_type_may_nest_max_type_depth_wrappers_and_no_more() {
        let nested = |n: usize, inner: &str| {
            format!("{}{inner}{}", "list(optional(".repeat(n / 2), "))".repeat(n / 2))
        };
        let deepest = Type::read(&nested(MAX_TYPE_DEPTH, "String")).expect("64 wrappers read");
        assert_eq!(deepest.to_string(), nested(MAX_TYPE_DEPTH, "String"));
        let lists = Type::read(&"list(".repeat(MAX_TYPE_DEPTH)).err();
        assert_eq!(lists, Some(Unreadable::Unknown), "unclosed");
        let lists = format!("{}Int{}", "list(".repeat(MAX_TYPE_DEPTH), ")".repeat(MAX_TYPE_DEPTH));
        let lists = Type::read(&lists).expect("64 lists read");
        assert!(lists.accepts(&lists.clone()) && lists.accepts(&Type::Int));
        assert_eq!(
            Type::read(&format!("list({})", nested(MAX_TYPE_DEPTH, "Int"))),
            Err(Unreadable::TooDeep)
        );
        // Refused before anything is built, on this test thread's own (2 MiB) stack.
        let deep = format!("{}String{}", "list(".repeat(100_000), ")".repeat(100_000));
        assert_eq!(Type::read(&deep), Err(Unreadable::TooDeep));
        assert_eq!(Type::parse(&deep), None);
        // An unknown name under few wrappers is unknown, not too deep.
        assert_eq!(Type::read("list(optional(Strng))"), Err(Unreadable::Unknown));
        assert_eq!(
            Type::read("list( optional( Int ) )"),
            Ok(Type::List(Box::new(Type::Optional(Box::new(Type::Int)))))
        );
    }

    #[test]
    fn the_ten_non_conversions_of_gap_4() {
        // 1. Int and Float never become each other.
        assert!(!Type::Float.accepts(&Type::Int));
        assert!(!Type::Int.accepts(&Type::Float));
        // 2. A number never becomes a String, Duration or Bool.
        for ty in [Type::String, Type::Duration, Type::Bool] {
            assert!(!ty.accepts(&Type::Int));
        }
        // 3. A String never becomes a Path, Url, Handle, Duration or a domain type.
        for ty in [Type::Path, Type::Url, Type::Handle, Type::Duration, Type::OciDigest] {
            assert!(!ty.accepts(&Type::String));
        }
        // 4. Tags and refs never become digests.
        assert!(!Type::OciDigest.accepts(&Type::OciTag));
        assert!(!Type::OciDigest.accepts(&Type::OciRef));
        // 5. secret never becomes String and nothing becomes secret.
        assert!(!Type::String.accepts(&Type::Secret));
        assert!(!Type::Secret.accepts(&Type::String));
        // 6. optional(T) is read as T where T is expected (it compares against T).
        assert!(Type::String.comparable(&Type::Optional(Box::new(Type::String))));
        assert!(!Type::String.accepts(&Type::Optional(Box::new(Type::String))));
        // 7. Enum answers and Bool never become String.
        assert!(!Type::String.accepts(&Type::Enum(Answers::new(["low".into()].into()))));
        assert!(!Type::String.accepts(&Type::Bool));
        // 8. A record never becomes a k8s.Cluster.
        assert!(!Type::K8sCluster.accepts(&Type::Record(Box::default())));
        // 9. any both ways.
        assert!(Type::Any.accepts(&Type::Int) && Type::Int.accepts(&Type::Any));
        // 10. list(T) takes one T.
        assert!(Type::List(Box::new(Type::OciTag)).accepts(&Type::OciTag));
    }

    #[test]
    fn interpolation_and_quotes_follow_the_position() {
        assert!(Type::String.allows_interpolation() && Type::OciTag.allows_interpolation());
        assert!(!Type::OciDigest.allows_interpolation() && !Type::Path.allows_interpolation());
        assert!(Type::Path.accepts_quoted() && !Type::Bool.accepts_quoted());
    }
}
