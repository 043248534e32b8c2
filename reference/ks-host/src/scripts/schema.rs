//! What a module declares, as the extractor reports it, and the constructor table (SCR-14..17) that
//! turns it into ks types.

use ks_core::Type;
use serde_json::Value;

/// One declared type as the extractor saw it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Declared {
    /// A constructor the table maps (`Int`, `String`, …, `list(…)`, `optional(…)`).
    Type(Type),
    /// `Number`, or anything else, named: an error at the read (KS0107).
    Refused(String),
}

impl Declared {
    /// Reads the extractor's notation: a type name, `{"list": T}`, `{"optional": T}` or
    /// `{"refused": "what"}`. `None` when the notation itself is malformed (the whole extraction is
    /// then treated as failed).
    pub fn from_json(value: &Value) -> Option<Declared> {
        match value {
            Value::String(name) => Some(match Type::parse(name) {
                Some(ty) => Declared::Type(ty),
                None => Declared::Refused(name.clone()),
            }),
            Value::Object(map) if map.len() == 1 => {
                let (key, inner) = map.iter().next()?;
                match key.as_str() {
                    "refused" => Some(Declared::Refused(inner.as_str()?.to_string())),
                    "list" | "optional" => Some(match Declared::from_json(inner)? {
                        Declared::Type(ty) if key == "list" => {
                            Declared::Type(Type::List(ty.into()))
                        }
                        Declared::Type(ty) => Declared::Type(Type::Optional(ty.into())),
                        Declared::Refused(what) => Declared::Refused(what),
                    }),
                    _ => None,
                }
            }
            _ => None,
        }
    }

    pub fn to_json(&self) -> Value {
        match self {
            Declared::Type(ty) => type_json(ty),
            Declared::Refused(what) => serde_json::json!({ "refused": what }),
        }
    }

    /// Why a refused declaration is not a ks type (the KS0107 message's reason).
    pub fn refusal(&self) -> Option<String> {
        match self {
            Declared::Type(_) => None,
            Declared::Refused(what) if what == "Number" => Some(
                "`Number`: int and float are different types and only the module knows which it \
                 meant (declare `int()` or `float()`)"
                    .to_string(),
            ),
            Declared::Refused(what) => Some(format!("`{what}`, which is not a ks type")),
        }
    }
}

fn type_json(ty: &Type) -> Value {
    match ty {
        Type::List(inner) => serde_json::json!({ "list": type_json(inner) }),
        Type::Optional(inner) => serde_json::json!({ "optional": type_json(inner) }),
        other => Value::String(other.to_string()),
    }
}

/// A module's declarations, in the order the module wrote them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Schema {
    pub inputs: Vec<(String, Declared)>,
    pub outputs: Vec<(String, Declared)>,
}

impl Schema {
    pub fn from_json(value: &Value) -> Option<Schema> {
        let table = |key: &str| -> Option<Vec<(String, Declared)>> {
            value
                .get(key)?
                .as_array()?
                .iter()
                .map(|pair| {
                    let pair = pair.as_array()?;
                    match pair.as_slice() {
                        [name, declared] => {
                            Some((name.as_str()?.to_string(), Declared::from_json(declared)?))
                        }
                        _ => None,
                    }
                })
                .collect()
        };
        Some(Schema { inputs: table("inputs")?, outputs: table("outputs")? })
    }

    pub fn to_json(&self) -> Value {
        let table = |entries: &[(String, Declared)]| -> Value {
            entries
                .iter()
                .map(|(name, declared)| serde_json::json!([name, declared.to_json()]))
                .collect()
        };
        serde_json::json!({ "inputs": table(&self.inputs), "outputs": table(&self.outputs) })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_constructor_table() {
        let read = |text: &str| Declared::from_json(&serde_json::from_str(text).unwrap()).unwrap();
        assert_eq!(read("\"Int\""), Declared::Type(Type::Int));
        assert_eq!(read("\"secret\""), Declared::Type(Type::Secret));
        assert_eq!(read("{\"list\": \"Url\"}"), Declared::Type(Type::List(Type::Url.into())));
        assert_eq!(
            read("{\"optional\": {\"list\": \"Duration\"}}"),
            Declared::Type(Type::Optional(Type::List(Type::Duration.into()).into()))
        );
        let number = read("{\"refused\": \"Number\"}");
        assert!(number.refusal().unwrap().contains("int and float are different types"));
        let date = read("{\"list\": {\"refused\": \"Date\"}}");
        assert_eq!(date.refusal().unwrap(), "`Date`, which is not a ks type");
        assert!(Declared::from_json(&serde_json::json!({"map": "Int"})).is_none());
    }

    #[test]
    fn schemas_round_trip() {
        let schema = Schema {
            inputs: vec![("n".into(), Declared::Type(Type::Int))],
            outputs: vec![
                ("rows".into(), Declared::Type(Type::List(Type::Int.into()))),
                ("bad".into(), Declared::Refused("Number".into())),
            ],
        };
        assert_eq!(Schema::from_json(&schema.to_json()), Some(schema));
    }
}
