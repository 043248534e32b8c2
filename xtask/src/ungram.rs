//! A reader for the subset of ungrammar that `grammar/keepshipping.ungram` uses.
//!
//! Written here rather than taken from the `ungrammar` crate because our grammar
//! needs rules with no children (`Missing = ()`), which that crate rejects.

use anyhow::{bail, format_err, Result};

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Rule {
    Node(String),
    Token(String),
    Labeled { label: String, rule: Box<Rule> },
    Seq(Vec<Rule>),
    Alt(Vec<Rule>),
    Opt(Box<Rule>),
    Rep(Box<Rule>),
}

#[derive(Debug)]
pub struct NodeRule {
    pub name: String,
    pub rule: Rule,
}

#[derive(Debug, Clone, PartialEq, Eq)]
enum Lexeme {
    Name(String),
    Token(String),
    Eq,
    Pipe,
    Star,
    Question,
    Colon,
    LParen,
    RParen,
}

pub fn parse(text: &str) -> Result<Vec<NodeRule>> {
    let lexemes = lex(text)?;
    let mut parser = Parser { lexemes, pos: 0 };
    let mut rules = Vec::new();
    while parser.pos < parser.lexemes.len() {
        let name = match parser.bump() {
            Some(Lexeme::Name(name)) => name,
            other => bail!("expected a rule name, found {other:?}"),
        };
        if parser.bump() != Some(Lexeme::Eq) {
            bail!("expected `=` after `{name}`");
        }
        let rule = parser.alt()?;
        rules.push(NodeRule { name, rule });
    }
    Ok(rules)
}

fn lex(text: &str) -> Result<Vec<Lexeme>> {
    let mut out = Vec::new();
    let mut chars = text.char_indices().peekable();
    while let Some((idx, c)) = chars.next() {
        match c {
            c if c.is_whitespace() => {}
            '/' if text[idx..].starts_with("//") => {
                while chars.peek().is_some_and(|&(_, c)| c != '\n') {
                    chars.next();
                }
            }
            '\'' => {
                let mut token = String::new();
                loop {
                    match chars.next() {
                        Some((_, '\'')) => break,
                        Some((_, c)) => token.push(c),
                        None => bail!("unterminated token at byte {idx}"),
                    }
                }
                out.push(Lexeme::Token(token));
            }
            '=' => out.push(Lexeme::Eq),
            '|' => out.push(Lexeme::Pipe),
            '*' => out.push(Lexeme::Star),
            '?' => out.push(Lexeme::Question),
            ':' => out.push(Lexeme::Colon),
            '(' => out.push(Lexeme::LParen),
            ')' => out.push(Lexeme::RParen),
            c if c.is_alphanumeric() || c == '_' => {
                let mut name = c.to_string();
                while let Some(&(_, c)) = chars.peek() {
                    if !(c.is_alphanumeric() || c == '_') {
                        break;
                    }
                    name.push(c);
                    chars.next();
                }
                out.push(Lexeme::Name(name));
            }
            c => bail!("unexpected `{c}` at byte {idx}"),
        }
    }
    Ok(out)
}

struct Parser {
    lexemes: Vec<Lexeme>,
    pos: usize,
}

impl Parser {
    fn peek(&self, n: usize) -> Option<&Lexeme> {
        self.lexemes.get(self.pos + n)
    }

    fn bump(&mut self) -> Option<Lexeme> {
        let lexeme = self.lexemes.get(self.pos).cloned();
        self.pos += 1;
        lexeme
    }

    /// True at the start of the next rule definition (`Name =`).
    fn at_rule_start(&self) -> bool {
        matches!(self.peek(0), Some(Lexeme::Name(_))) && self.peek(1) == Some(&Lexeme::Eq)
    }

    fn alt(&mut self) -> Result<Rule> {
        let mut alts = vec![self.seq()?];
        while self.peek(0) == Some(&Lexeme::Pipe) {
            self.bump();
            alts.push(self.seq()?);
        }
        Ok(if alts.len() == 1 { alts.pop().unwrap() } else { Rule::Alt(alts) })
    }

    fn seq(&mut self) -> Result<Rule> {
        let mut items = Vec::new();
        loop {
            if self.at_rule_start() {
                break;
            }
            match self.peek(0) {
                None | Some(Lexeme::Pipe) | Some(Lexeme::RParen) => break,
                _ => items.push(self.postfix()?),
            }
        }
        Ok(if items.len() == 1 { items.pop().unwrap() } else { Rule::Seq(items) })
    }

    fn postfix(&mut self) -> Result<Rule> {
        let mut rule = self.atom()?;
        loop {
            match self.peek(0) {
                Some(Lexeme::Star) => rule = Rule::Rep(Box::new(rule)),
                Some(Lexeme::Question) => rule = Rule::Opt(Box::new(rule)),
                _ => return Ok(rule),
            }
            self.bump();
        }
    }

    fn atom(&mut self) -> Result<Rule> {
        match self.bump() {
            Some(Lexeme::Token(token)) => Ok(Rule::Token(token)),
            Some(Lexeme::Name(name)) if self.peek(0) == Some(&Lexeme::Colon) => {
                self.bump();
                let rule = self.postfix()?;
                Ok(Rule::Labeled { label: name, rule: Box::new(rule) })
            }
            Some(Lexeme::Name(name)) => Ok(Rule::Node(name)),
            Some(Lexeme::LParen) => {
                let rule = self.alt()?;
                match self.bump() {
                    Some(Lexeme::RParen) => Ok(rule),
                    other => Err(format_err!("expected `)`, found {other:?}")),
                }
            }
            other => Err(format_err!("unexpected {other:?}")),
        }
    }
}
