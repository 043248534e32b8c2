/*
 * External scanner for Keep Shipping (`ship.ks`), C99.
 *
 * The scanner owns every line break and all indentation. It emits:
 *
 *   _indent     zero width, before a key line deeper than the current entry (pushes a level);
 *   _dedent     zero width, before a line shallower than the current entry (pops one level);
 *   key         the name of a key line (without its colon) whose column matches the current entry;
 *   _block_pipe the `|` that opens a block string: only on the key line itself (a `|` on a
 *               continuation line is the union operator, which the grammar's lexer reads);
 *   _block_body the lines of a block string, from the line break after `|` to the end of the last
 *               non-blank line that is indented deeper than the key;
 *   _eol        an extra: a line break (plus blank lines and indentation) that changes nothing, or
 *               splices a continuation line into the value above it.
 *
 * No token ends a value: the token after it (a key name, an indent or dedent, an invalid line, the
 * end of input) cannot continue a value, so the parser needs none. The line break that ends a
 * value is skipped, as padding of that next token, which the same scan produces.
 *   comment     `#` at the start of a line or after a space or tab, to the line end;
 *   _invalid    a whole line that cannot be an entry here (never valid: the parser wraps it in an
 *               ERROR node and goes on);
 *   _error_sentinel  never emitted; when it is valid the parser is recovering from an error.
 *
 * State (all of it is position-free, so subtrees can be reused after edits):
 *   - the columns of the open entries, stored as runs of equal steps (step, count), so uniform
 *     nesting of any depth costs a few bytes;
 *   - flags: inside a value region, still on the key line, at the content start of a line (then the
 *     width of that line's indentation and whether it holds a tab), and whether anything has been
 *     scanned yet.
 * Serialization is bounded: an _indent that would make the state larger than
 * TREE_SITTER_SERIALIZATION_BUFFER_SIZE is refused (the line becomes _invalid) instead of aborting.
 *
 * Memory goes through ts_malloc/ts_realloc/ts_free only, so the scanner builds for WASM.
 */

#include "tree_sitter/alloc.h"
#include "tree_sitter/parser.h"

#include <stdbool.h>
#include <stdint.h>
#include <string.h>

enum TokenType {
  INDENT,
  DEDENT,
  KEY,
  BLOCK_BODY,
  EOL,
  COMMENT,
  INVALID,
  KW_AND,
  KW_OR,
  KW_NOT,
  KW_IS,
  BLOCK_PIPE,
  ERROR_SENTINEL,
};

enum {
  FLAG_IN_VALUE = 1,
  FLAG_LINE_START = 2,
  FLAG_LINE_TAB = 4,
  FLAG_STARTED = 8,
  /* Since the last key no other token came from the scanner: still on the key line. */
  FLAG_KEY_LINE = 16,
  /* A block string ended before a line with a tab in its removed indentation: that line is an
   * error line (even when it holds a `#`, which elsewhere would make it a comment line). */
  FLAG_BLOCK_TAB = 32,
};

typedef struct {
  uint32_t step;
  uint32_t count;
} Run;

typedef struct {
  Run *runs;
  uint32_t len;
  uint32_t cap;
  /* Column of the innermost open entry (0 at top level). */
  uint32_t top;
  uint8_t flags;
  /* Indentation width of the line whose content start we are at (FLAG_LINE_START). */
  uint32_t line_indent;
} Scanner;

/* ---------------------------------------------------------------- state */

static unsigned varint_size(uint32_t value) {
  unsigned size = 1;
  while (value >= 0x80) {
    value >>= 7;
    size++;
  }
  return size;
}

static unsigned state_size(const Scanner *s) {
  unsigned size = 1 + varint_size(s->line_indent) + varint_size(s->len);
  for (uint32_t i = 0; i < s->len; i++) {
    size += varint_size(s->runs[i].step) + varint_size(s->runs[i].count);
  }
  return size;
}

static bool push_level(Scanner *s, uint32_t column) {
  uint32_t step = column - s->top;
  if (s->len > 0 && s->runs[s->len - 1].step == step) {
    Run *last = &s->runs[s->len - 1];
    unsigned grow = varint_size(last->count + 1) - varint_size(last->count);
    if (state_size(s) + grow > TREE_SITTER_SERIALIZATION_BUFFER_SIZE) return false;
    last->count++;
  } else {
    unsigned grow = varint_size(step) + 1 + varint_size(s->len + 1) - varint_size(s->len);
    if (state_size(s) + grow > TREE_SITTER_SERIALIZATION_BUFFER_SIZE) return false;
    if (s->len == s->cap) {
      uint32_t cap = s->cap ? s->cap * 2 : 16;
      Run *runs = ts_realloc(s->runs, cap * sizeof(Run));
      if (!runs) return false;
      s->runs = runs;
      s->cap = cap;
    }
    s->runs[s->len].step = step;
    s->runs[s->len].count = 1;
    s->len++;
  }
  s->top = column;
  return true;
}

static void pop_level(Scanner *s) {
  if (s->len == 0) return;
  Run *last = &s->runs[s->len - 1];
  s->top -= last->step;
  if (--last->count == 0) s->len--;
}

static inline unsigned write_varint(char *buffer, unsigned at, uint32_t value) {
  while (value >= 0x80) {
    buffer[at++] = (char)(uint8_t)((value & 0x7f) | 0x80);
    value >>= 7;
  }
  buffer[at++] = (char)(uint8_t)value;
  return at;
}

static inline bool read_varint(const char *buffer, unsigned length, unsigned *at, uint32_t *out) {
  /* Columns, steps and counts are nearly always below 128: one byte. */
  if (*at < length && !((uint8_t)buffer[*at] & 0x80)) {
    *out = (uint8_t)buffer[(*at)++];
    return true;
  }
  uint32_t value = 0;
  unsigned shift = 0;
  while (*at < length && shift < 35) {
    uint8_t byte = (uint8_t)buffer[(*at)++];
    value |= (uint32_t)(byte & 0x7f) << shift;
    if (!(byte & 0x80)) {
      *out = value;
      return true;
    }
    shift += 7;
  }
  return false;
}

/* The most bytes the state can take: flags, two 5-byte varints, and two per run. */
static inline unsigned state_size_bound(const Scanner *s) { return 11 + 10 * s->len; }

static unsigned serialize(Scanner *s, char *buffer) {
  /* push_level keeps state_size within the buffer; the check stays as a guard (the exact size is
   * computed only when the cheap bound does not already settle it). */
  if (state_size_bound(s) > TREE_SITTER_SERIALIZATION_BUFFER_SIZE &&
      state_size(s) > TREE_SITTER_SERIALIZATION_BUFFER_SIZE) {
    buffer[0] = (char)s->flags;
    return 1;
  }
  unsigned at = 0;
  buffer[at++] = (char)s->flags;
  at = write_varint(buffer, at, s->line_indent);
  at = write_varint(buffer, at, s->len);
  for (uint32_t i = 0; i < s->len; i++) {
    at = write_varint(buffer, at, s->runs[i].step);
    at = write_varint(buffer, at, s->runs[i].count);
  }
  return at;
}

static void reset(Scanner *s) {
  s->len = 0;
  s->top = 0;
  s->flags = 0;
  s->line_indent = 0;
}

static void deserialize(Scanner *s, const char *buffer, unsigned length) {
  reset(s);
  if (length == 0) return;
  unsigned at = 0;
  s->flags = (uint8_t)buffer[at++];
  uint32_t runs = 0;
  if (!read_varint(buffer, length, &at, &s->line_indent)) return;
  if (!read_varint(buffer, length, &at, &runs)) return;
  if (runs > s->cap) {
    Run *grown = ts_realloc(s->runs, runs * sizeof(Run));
    if (!grown) return;
    s->runs = grown;
    s->cap = runs;
  }
  for (uint32_t i = 0; i < runs; i++) {
    uint32_t step = 0, count = 0;
    if (!read_varint(buffer, length, &at, &step)) return;
    if (!read_varint(buffer, length, &at, &count)) return;
    s->runs[i].step = step;
    s->runs[i].count = count;
    s->len = i + 1;
    s->top += step * count;
  }
}

/* -------------------------------------------------------------- lexing */

static inline void advance(TSLexer *lexer) { lexer->advance(lexer, false); }
static inline void skip(TSLexer *lexer) { lexer->advance(lexer, true); }

/* The end of input. The runtime's lookahead is 0 there, so the indirect eof() call is made only
 * for a 0 (which may also be a NUL character in the text). */
static inline bool at_end(TSLexer *lexer) { return lexer->lookahead == 0 && lexer->eof(lexer); }

static inline bool is_blank(int32_t c) { return c == ' ' || c == '\t'; }

static inline bool is_control(int32_t c) { return c >= 0 && c < 0x20 && c != '\t'; }

/* Characters that continue a word run (`{` too: it starts a segment or is literal word text). */
static inline bool continues_word(int32_t c) {
  if (c <= 0x20) return false;
  switch (c) {
    case '"': case ',': case '|': case '(': case ')': case '=': case '!': case '<': case '>':
    case '}': case 0x2264: case 0x2265:
      return false;
    default:
      return true;
  }
}

static inline bool is_ident_start(int32_t c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}

static inline bool is_ident_char(int32_t c) {
  return is_ident_start(c) || (c >= '0' && c <= '9') || c == '-';
}

/* Consumes a line end: `\n` or `\r\n`. A lone `\r` is left alone (false). */
static bool consume_line_end(TSLexer *lexer) {
  if (lexer->lookahead == '\n') {
    advance(lexer);
    return true;
  }
  if (lexer->lookahead == '\r') {
    advance(lexer);
    if (lexer->lookahead == '\n') {
      advance(lexer);
      return true;
    }
  }
  return false;
}

/* Moves to the end of the current line (before its line end). */
static void to_line_end(TSLexer *lexer) {
  while (!at_end(lexer) && lexer->lookahead != '\n') {
    if (lexer->lookahead == '\r') {
      /* `\r\n` ends the line; a lone `\r` is just a character of this line. */
      advance(lexer);
      if (lexer->lookahead == '\n') return; /* the `\r` is consumed: harmless, the caller marks */
      continue;
    }
    advance(lexer);
  }
}

typedef struct {
  uint32_t indent;
  bool tab;
  /* Set by next_line and skip_to_content: the line's first character after the indentation is a
   * lone `\r`; it has been read (the lexer stands after it) but not marked (the token ends before
   * it). */
  bool lone_cr;
} Indent;

static Indent read_indent(TSLexer *lexer) {
  Indent result = {0, false, false};
  while (is_blank(lexer->lookahead)) {
    if (lexer->lookahead == '\t') result.tab = true;
    result.indent++;
    advance(lexer);
  }
  return result;
}

typedef enum {
  LINE_KEY,
  LINE_KEYWORD_KEY,
  LINE_OTHER,
} LineClass;

/*
 * At the content start of a line: is it `ident:` followed by a space, a tab, a line end or the end
 * of input? Advances over what it reads. When `mark` is set, marks the token end after the ident.
 */
static LineClass classify(TSLexer *lexer, bool mark) {
  if (!is_ident_start(lexer->lookahead)) return LINE_OTHER;
  char head[4];
  unsigned n = 0;
  while (is_ident_char(lexer->lookahead)) {
    if (n < 4) head[n] = (char)lexer->lookahead;
    n++;
    advance(lexer);
  }
  if (lexer->lookahead != ':') return LINE_OTHER;
  if (mark) lexer->mark_end(lexer);
  advance(lexer);
  bool ends = at_end(lexer) || is_blank(lexer->lookahead) || lexer->lookahead == '\n';
  if (!ends && lexer->lookahead == '\r') {
    advance(lexer);
    ends = lexer->lookahead == '\n';
  }
  if (!ends) return LINE_OTHER;
  bool keyword = (n == 3 && (memcmp(head, "and", 3) == 0 || memcmp(head, "not", 3) == 0)) ||
                 (n == 2 && (memcmp(head, "or", 2) == 0 || memcmp(head, "is", 2) == 0));
  return keyword ? LINE_KEYWORD_KEY : LINE_KEY;
}

/* Emits the rest of the line as one _invalid token. */
static bool invalid_line(Scanner *s, TSLexer *lexer) {
  to_line_end(lexer);
  lexer->mark_end(lexer);
  s->flags &= (uint8_t)~(FLAG_LINE_START | FLAG_LINE_TAB);
  s->line_indent = 0;
  lexer->result_symbol = INVALID;
  return true;
}

/* A comment from `#` to the line end; a control character ends it early (it is an error). */
static bool comment(Scanner *s, TSLexer *lexer) {
  advance(lexer);
  while (!at_end(lexer) && lexer->lookahead != '\n' && !is_control(lexer->lookahead)) {
    advance(lexer);
  }
  /* At a `\r` (of `\r\n`, or a lone one, which the lexer then reports) the comment ends. */
  lexer->mark_end(lexer);
  s->flags &= (uint8_t)~(FLAG_LINE_START | FLAG_LINE_TAB);
  s->line_indent = 0;
  lexer->result_symbol = COMMENT;
  return true;
}

/*
 * After a line end has been consumed (and marked): moves over blank lines, marking after each, and
 * over the indentation of the next non-blank line, marking after it too. Returns false at the end
 * of input (then everything up to it is marked).
 */
static bool next_line(TSLexer *lexer, Indent *indent) {
  for (;;) {
    *indent = read_indent(lexer);
    if (at_end(lexer)) {
      lexer->mark_end(lexer);
      return false;
    }
    if (lexer->lookahead == '\n' || lexer->lookahead == '\r') {
      /* Marked first, so that after a lone `\r` the token still ends at the content start. */
      lexer->mark_end(lexer);
      if (!consume_line_end(lexer)) {
        /* A lone `\r`: the line has content (an invalid character). */
        indent->lone_cr = true;
        return true;
      }
      lexer->mark_end(lexer);
      continue;
    }
    lexer->mark_end(lexer);
    return true;
  }
}

/*
 * A line deeper than the current entry, already classified: a key line opens the entry's first
 * child (an _indent), anything else is an invalid line.
 */
static bool first_child(Scanner *s, TSLexer *lexer, LineClass cls, uint32_t column,
                        const bool *valid_symbols, bool recovering) {
  if (cls != LINE_OTHER && (valid_symbols[INDENT] || recovering) && push_level(s, column)) {
    lexer->result_symbol = INDENT;
    return true;
  }
  return invalid_line(s, lexer);
}

/* At the content start of a non-blank line (its indentation already consumed). */
static bool line_start(Scanner *s, TSLexer *lexer, const bool *valid_symbols, bool recovering) {
  uint32_t column = s->line_indent;
  if (lexer->lookahead == '#') return comment(s, lexer);
  if (s->flags & FLAG_LINE_TAB) return invalid_line(s, lexer);
  lexer->mark_end(lexer);
  if (column < s->top && s->len > 0) {
    pop_level(s);
    lexer->result_symbol = DEDENT;
    return true;
  }
  if (column > s->top) {
    return first_child(s, lexer, classify(lexer, false), column, valid_symbols, recovering);
  }
  LineClass cls = classify(lexer, true);
  if (cls == LINE_KEY) {
    s->flags &= (uint8_t)~(FLAG_LINE_START | FLAG_LINE_TAB);
    s->flags |= FLAG_IN_VALUE | FLAG_KEY_LINE;
    s->line_indent = 0;
    lexer->result_symbol = KEY;
    return true;
  }
  return invalid_line(s, lexer);
}

/*
 * Skips, as padding of the token this scan returns, the indentation at the lexer (none at a line
 * break), the line break (`\n` or `\r\n`), the blank lines after it and the next content line's
 * indentation. The token end is marked at the content start. A lone `\r` is not skipped over: the
 * mark stays before it (then `lone_cr` is set), so the token ends there and the `\r` is left to the
 * next one.
 */
static void skip_to_content(TSLexer *lexer, Indent *indent) {
  for (;;) {
    *indent = (Indent){0, false, false};
    while (is_blank(lexer->lookahead)) {
      if (lexer->lookahead == '\t') indent->tab = true;
      indent->indent++;
      skip(lexer);
    }
    if (at_end(lexer)) break;
    if (lexer->lookahead == '\r') {
      lexer->mark_end(lexer);
      skip(lexer);
      if (lexer->lookahead != '\n') {
        indent->lone_cr = true;
        return;
      }
    }
    if (lexer->lookahead != '\n') break;
    skip(lexer);
  }
  lexer->mark_end(lexer);
}

/*
 * At a line break, the start of the file or the end of input. The line break, the blank lines
 * after it and the next line's indentation become the padding of the next line's first token,
 * produced here: a continuation of
 * the open value is an _eol; otherwise the value (if any) has ended and no token says so, and the
 * line's first token follows (a comment, an indent or dedent, a key, an invalid line).
 */
static bool line_break(Scanner *s, TSLexer *lexer, const bool *valid_symbols, bool recovering) {
  bool in_value = s->flags & FLAG_IN_VALUE;
  if (at_end(lexer)) {
    s->flags &= (uint8_t)~FLAG_IN_VALUE;
    lexer->mark_end(lexer);
    if (s->len > 0) {
      pop_level(s);
      lexer->result_symbol = DEDENT;
      return true;
    }
    return false;
  }
  bool block_tab = s->flags & FLAG_BLOCK_TAB;
  Indent indent;
  skip_to_content(lexer, &indent);
  s->flags &= (uint8_t)~(FLAG_LINE_START | FLAG_LINE_TAB | FLAG_BLOCK_TAB);
  s->line_indent = 0;
  if (block_tab) {
    s->flags &= (uint8_t)~FLAG_IN_VALUE;
    return invalid_line(s, lexer);
  }
  if (at_end(lexer) && !indent.lone_cr) {
    /* The skipped line ends need a token: the first dedent, or an _eol. */
    s->flags &= (uint8_t)~FLAG_IN_VALUE;
    if (s->len > 0) {
      pop_level(s);
      lexer->result_symbol = DEDENT;
    } else {
      lexer->result_symbol = EOL;
    }
    return true;
  }
  s->flags |= FLAG_LINE_START | (indent.tab ? FLAG_LINE_TAB : 0);
  s->line_indent = indent.indent;
  if (indent.lone_cr) {
    /* The line holds a lone `\r` (an error line, next): a value has ended. */
    s->flags &= (uint8_t)~FLAG_IN_VALUE;
    lexer->result_symbol = EOL;
    return true;
  }
  if (in_value) {
    /* Comment lines decide nothing: the value stays open until the next content line. */
    if (lexer->lookahead == '#') return comment(s, lexer);
    if (!indent.tab && indent.indent > s->top) {
      /* Deeper: a continuation line unless it is a key line (then the entry's first child). */
      LineClass cls = classify(lexer, false);
      if (cls == LINE_OTHER) {
        s->flags &= (uint8_t)~FLAG_LINE_START;
        s->line_indent = 0;
        lexer->result_symbol = EOL;
        return true;
      }
      s->flags &= (uint8_t)~FLAG_IN_VALUE;
      return first_child(s, lexer, cls, indent.indent, valid_symbols, recovering);
    }
    s->flags &= (uint8_t)~FLAG_IN_VALUE;
  }
  return line_start(s, lexer, valid_symbols, recovering);
}

/*
 * After `|` at the start of a value, at its line end: the block lines, if any. Without block lines
 * the line break is an _eol and the value has ended.
 */
static bool block_body(Scanner *s, TSLexer *lexer) {
  if (!consume_line_end(lexer)) return false; /* lone `\r`: an error for the lexer */
  lexer->mark_end(lexer);
  /*
   * The first non-blank line decides: deeper than the key and clean, or no block lines. A first
   * line that starts with a lone `\r` is not clean: it is an error line, as is any first line
   * holding a control character.
   */
  Indent first = {0, false, false};
  bool more = next_line(lexer, &first);
  s->flags &= (uint8_t)~(FLAG_LINE_START | FLAG_LINE_TAB);
  s->line_indent = 0;
  if (more && !first.lone_cr && first.indent > s->top && first.tab) {
    /* A block line whose removed indentation holds a tab: an error line. */
    s->flags &= (uint8_t)~FLAG_IN_VALUE;
    return invalid_line(s, lexer);
  }
  bool ends = !more || first.indent <= s->top || first.tab || first.lone_cr;
  if (more && ends) {
    s->flags |= FLAG_LINE_START | (first.tab ? FLAG_LINE_TAB : 0);
    s->line_indent = first.indent;
  }
  if (ends) {
    s->flags &= (uint8_t)~FLAG_IN_VALUE;
    lexer->result_symbol = EOL;
    return true;
  }
  uint32_t prefix = first.indent;
  bool any = false;
  bool at_first = true;
  for (;;) {
    if (!at_first) {
      uint32_t width = 0;
      uint32_t tab_at = UINT32_MAX;
      while (is_blank(lexer->lookahead)) {
        if (lexer->lookahead == '\t' && tab_at == UINT32_MAX) tab_at = width;
        width++;
        advance(lexer);
      }
      if (at_end(lexer)) break;
      if (lexer->lookahead == '\n') {
        advance(lexer);
        continue; /* a blank line, kept only if content follows */
      }
      if (lexer->lookahead == '\r') {
        advance(lexer);
        if (lexer->lookahead != '\n') break;
        advance(lexer);
        continue;
      }
      if (width <= s->top) break;
      uint32_t removed = width < prefix ? width : prefix;
      if (tab_at < removed) {
        /* A tab in the removed indentation: the body ends before the line, an error line. */
        s->flags |= FLAG_BLOCK_TAB;
        break;
      }
    }
    at_first = false;
    bool control = false;
    while (!at_end(lexer) && lexer->lookahead != '\n') {
      if (lexer->lookahead == '\r') {
        advance(lexer);
        if (lexer->lookahead == '\n') break;
        control = true;
        continue;
      }
      if (is_control(lexer->lookahead)) control = true;
      advance(lexer);
    }
    if (control) break;
    any = true;
    lexer->mark_end(lexer);
    if (at_end(lexer)) break;
    advance(lexer); /* the `\n` */
  }
  if (!any) {
    /* The first line holds a control character: end the value here; the line is an error. */
    s->flags &= (uint8_t)~FLAG_IN_VALUE;
    s->flags |= FLAG_LINE_START;
    s->line_indent = first.indent;
    lexer->result_symbol = EOL;
    return true;
  }
  lexer->result_symbol = BLOCK_BODY;
  return true;
}

static bool scan(Scanner *s, TSLexer *lexer, const bool *valid_symbols) {
  bool recovering = valid_symbols[ERROR_SENTINEL];

  if (!(s->flags & FLAG_STARTED)) {
    /*
     * The start of the file is read as if a line break stood before it: blank lines and the
     * first line's indentation are padding of its first token. A leading BOM never reaches the
     * scanner (the runtime skips it at byte 0), so a U+FEFF here is content.
     */
    s->flags |= FLAG_STARTED;
    return line_break(s, lexer, valid_symbols, recovering);
  }

  if (s->flags & FLAG_LINE_START) return line_start(s, lexer, valid_symbols, recovering);

  bool skipped = false;
  while (is_blank(lexer->lookahead)) {
    skip(lexer);
    skipped = true;
  }

  if (lexer->lookahead == '#' && skipped) return comment(s, lexer);

  /*
   * `|` right after `key:` opens a block string. Only the scanner knows whether a line break came
   * in between (a continuation line): then it declines, and the `|` is the union operator.
   */
  if (lexer->lookahead == '|' && valid_symbols[BLOCK_PIPE] && !recovering &&
      (s->flags & FLAG_KEY_LINE)) {
    advance(lexer);
    lexer->mark_end(lexer);
    lexer->result_symbol = BLOCK_PIPE;
    return true;
  }

  if (at_end(lexer) || lexer->lookahead == '\n' || lexer->lookahead == '\r') {
    if (valid_symbols[BLOCK_BODY] && !recovering && !at_end(lexer) &&
        (s->flags & FLAG_IN_VALUE)) {
      return block_body(s, lexer);
    }
    return line_break(s, lexer, valid_symbols, recovering);
  }

  /* `and`, `or`, `not`, `is`: a word run that is exactly a keyword. */
  int32_t c = lexer->lookahead;
  if (c == 'a' || c == 'o' || c == 'n' || c == 'i') {
    char head[4];
    unsigned n = 0;
    while (n < 4 && lexer->lookahead >= 'a' && lexer->lookahead <= 'z') {
      head[n++] = (char)lexer->lookahead;
      advance(lexer);
    }
    if (continues_word(lexer->lookahead) && !at_end(lexer)) return false;
    enum TokenType keyword;
    if (n == 3 && memcmp(head, "and", 3) == 0) {
      keyword = KW_AND;
    } else if (n == 2 && memcmp(head, "or", 2) == 0) {
      keyword = KW_OR;
    } else if (n == 3 && memcmp(head, "not", 3) == 0) {
      keyword = KW_NOT;
    } else if (n == 2 && memcmp(head, "is", 2) == 0) {
      keyword = KW_IS;
    } else {
      return false;
    }
    lexer->mark_end(lexer);
    lexer->result_symbol = keyword;
    return true;
  }
  return false;
}

/* ----------------------------------------------------------------- API */

void *tree_sitter_keepshipping_external_scanner_create(void) {
  Scanner *s = ts_calloc(1, sizeof(Scanner));
  return s;
}

void tree_sitter_keepshipping_external_scanner_destroy(void *payload) {
  Scanner *s = payload;
  if (!s) return;
  ts_free(s->runs);
  ts_free(s);
}

unsigned tree_sitter_keepshipping_external_scanner_serialize(void *payload, char *buffer) {
  return serialize(payload, buffer);
}

void tree_sitter_keepshipping_external_scanner_deserialize(void *payload, const char *buffer,
                                                           unsigned length) {
  deserialize(payload, buffer, length);
}

bool tree_sitter_keepshipping_external_scanner_scan(void *payload, TSLexer *lexer,
                                                    const bool *valid_symbols) {
  Scanner *s = payload;
  bool found = scan(s, lexer, valid_symbols);
  /* Every token but the key's own ends "on the key line" (a declined scan keeps no state). */
  if (found && lexer->result_symbol != KEY) s->flags &= (uint8_t)~FLAG_KEY_LINE;
  return found;
}
