// The spec site's ship.ks highlighter (xtask/src/spec/highlight.rs) for the browser: the same token
// classes and CSS class names, so the playground's editor colours text exactly as the site's examples
// are coloured. A test (playground_tests.rs) renders every example input with both and compares the
// HTML. Offsets here are JavaScript string indices (UTF-16), not bytes.
"use strict";

(function (global) {
  const CLASSES = {
    Comment: ["ks-comment", "comment.line.number-sign.keepshipping"],
    Key: ["ks-key", "entity.name.tag.key.keepshipping"],
    String: ["ks-string", "string.quoted.double.keepshipping"],
    Escape: ["ks-escape", "constant.character.escape.keepshipping"],
    Interp: ["ks-interp", "meta.interpolation.keepshipping"],
    Operator: ["ks-op", "keyword.operator.keepshipping"],
    Keyword: ["ks-kw", "keyword.operator.word.keepshipping"],
    Bool: ["ks-bool", "constant.language.boolean.keepshipping"],
    Number: ["ks-num", "constant.numeric.keepshipping"],
    Handle: ["ks-handle", "constant.other.handle.keepshipping"],
    Path: ["ks-path", "string.unquoted.path.keepshipping"],
    Reference: ["ks-ref", "variable.other.dotted.keepshipping"],
    Text: ["ks-text", "meta.word.keepshipping"],
    Block: ["ks-block", "string.unquoted.block.keepshipping"],
    Error: ["ks-error", "invalid.illegal.keepshipping"],
  };

  const INDENT = new Set([" ", "\t", "⇥"]);
  const LINE_END = new Set(["\n", "\r", "␍"]);
  const NOT_WORD = new Set([
    " ", "\t", "⇥", "\r", "␍", "\n", '"', ",", "|", "(", ")", "=", "!", "<", ">", "≥", "≤", "{", "}",
  ]);

  function isAsciiAlpha(c) {
    return c !== undefined && /^[A-Za-z]$/.test(c);
  }
  function isAsciiAlnum(c) {
    return c !== undefined && /^[A-Za-z0-9]$/.test(c);
  }

  // Spans of `text` as [start, end, className]; text outside every span is plain.
  function tokens(text) {
    const out = [];
    let blockKey = null;
    let offset = 0;
    const lines = text.match(/[^\n]*\n|[^\n]+$/g) || [];
    for (const line of lines) {
      const start = offset;
      offset += line.length;
      let bodyLen = line.length;
      while (bodyLen > 0 && LINE_END.has(line[bodyLen - 1])) bodyLen -= 1;
      const body = line.slice(0, bodyLen);
      let indentLen = 0;
      while (indentLen < body.length && INDENT.has(body[indentLen])) indentLen += 1;
      const indentCols = indentLen; // indentation characters are all one UTF-16 unit
      const rest = body.slice(indentLen);
      if (blockKey !== null) {
        if (rest.length === 0 || indentCols > blockKey) {
          if (rest.length > 0) out.push([start + indentLen, start + body.length, "Block"]);
          continue;
        }
        blockKey = null;
      }
      const base = start + indentLen;
      if (rest.startsWith("#")) {
        out.push([base, start + body.length, "Comment"]);
        continue;
      }
      const keyLen = keyLength(rest);
      let valueStart = 0;
      if (keyLen > 0) {
        out.push([base, base + keyLen, "Key"]);
        valueStart = keyLen + 1;
      }
      const value = rest.slice(valueStart);
      if (keyLen > 0 && isBlockOpener(value)) {
        const bar = value.indexOf("|");
        out.push([base + valueStart + bar, base + valueStart + bar + 1, "Operator"]);
        const hash = value.indexOf("#");
        if (hash >= 0) out.push([base + valueStart + hash, start + body.length, "Comment"]);
        blockKey = indentCols;
        continue;
      }
      valueTokens(value, base + valueStart, keyLen > 0 || valueStart > 0, out);
    }
    return out;
  }

  function keyLength(rest) {
    if (!(isAsciiAlpha(rest[0]) || rest[0] === "_")) return 0;
    let i = 1;
    while (i < rest.length && (isAsciiAlnum(rest[i]) || rest[i] === "_" || rest[i] === "-")) i += 1;
    if (rest[i] !== ":") return 0;
    const next = rest[i + 1];
    return next === undefined || [" ", "\t", "⇥", "\r", "␍"].includes(next) ? i : 0;
  }

  function trimIndent(s) {
    let i = 0;
    while (i < s.length && INDENT.has(s[i])) i += 1;
    return s.slice(i);
  }

  function isBlockOpener(value) {
    const v = trimIndent(value);
    if (!v.startsWith("|")) return false;
    const after = v.slice(1);
    const trimmed = trimIndent(after);
    return trimmed.length === 0 || (trimmed.startsWith("#") && trimmed.length < after.length);
  }

  function isWordChar(c) {
    return !NOT_WORD.has(c);
  }

  function valueTokens(value, base, afterSpace, out) {
    // Code points with their string offsets, as Rust's char_indices.
    const chars = [];
    for (let i = 0; i < value.length; ) {
      const cp = value.codePointAt(i);
      const c = String.fromCodePoint(cp);
      chars.push([i, c]);
      i += c.length;
    }
    const endOf = (k) => (k < chars.length ? chars[k][0] : value.length);
    let k = 0;
    while (k < chars.length) {
      const [i, c] = chars[k];
      if (INDENT.has(c)) {
        afterSpace = true;
        k += 1;
        continue;
      }
      if (c === "#" && (afterSpace || i === 0)) {
        out.push([base + i, base + value.length, "Comment"]);
        return;
      }
      if (c === '"') {
        let j = k + 1;
        let seg = i;
        while (j < chars.length && chars[j][1] !== '"') {
          const ch = chars[j][1];
          if (ch === "\\" && j + 1 < chars.length) {
            out.push([base + seg, base + chars[j][0], "String"]);
            out.push([base + chars[j][0], base + endOf(j + 2), "Escape"]);
            j += 2;
            seg = endOf(j);
            continue;
          }
          if (ch === "{") {
            const close = interpEnd(chars, j);
            if (close !== null) {
              out.push([base + seg, base + chars[j][0], "String"]);
              out.push([base + chars[j][0], base + endOf(close + 1), "Interp"]);
              j = close + 1;
              seg = endOf(j);
              continue;
            }
          }
          j += 1;
        }
        const end = endOf(Math.min(j + 1, chars.length));
        out.push([base + seg, base + end, "String"]);
        k = Math.min(j + 1, chars.length);
      } else if ("=!<>≥≤,|()".includes(c)) {
        let j = k + 1;
        if ("=!<>".includes(c) && chars[j] && chars[j][1] === "=") j += 1;
        const cls = c === "!" && j === k + 1 ? "Error" : "Operator";
        out.push([base + i, base + endOf(j), cls]);
        k = j;
      } else if (c === "}") {
        out.push([base + i, base + endOf(k + 1), "Error"]);
        k += 1;
      } else {
        // A word, possibly with `{dotted.name}` segments inside.
        let j = k;
        const parts = [];
        let seg = k;
        while (j < chars.length) {
          const ch = chars[j][1];
          if (ch === "{") {
            const close = interpEnd(chars, j);
            if (close !== null) {
              if (seg < j) parts.push([seg, j, false]);
              parts.push([j, close + 1, true]);
              j = close + 1;
              seg = j;
              continue;
            }
            j += 1;
            continue;
          }
          if (!(isWordChar(ch) || (ch === "#" && j > k))) break;
          j += 1;
        }
        if (seg < j) parts.push([seg, j, false]);
        if (j === k) {
          j = k + 1;
          parts.push([k, j, false]);
        }
        const word = value.slice(i, endOf(j));
        const single = parts.length === 1 && !parts[0][2];
        for (const [a, b, interp] of parts) {
          const cls = interp ? "Interp" : single ? classify(word) : "Text";
          if (cls !== null) out.push([base + endOf(a), base + endOf(b), cls]);
        }
        k = j;
      }
      afterSpace = false;
    }
  }

  function interpEnd(chars, open) {
    let j = open + 1;
    let name = "";
    while (j < chars.length && chars[j][1] !== "}") {
      name += chars[j][1];
      j += 1;
    }
    return j < chars.length && isDotted(name) ? j : null;
  }

  function isIdent(s) {
    return /^[A-Za-z_][A-Za-z0-9_-]*$/.test(s);
  }
  function isDotted(s) {
    const parts = s.split(".");
    return parts.length >= 2 && parts.every(isIdent);
  }
  function isNumber(s) {
    return /^-?[0-9]+(\.[0-9]+)?$/.test(s);
  }
  function isDuration(s) {
    const units = ["ms", "s", "m", "h", "d"];
    const ranks = [4, 3, 2, 1, 0];
    let rest = s;
    let last = Infinity;
    while (rest.length > 0) {
      const digits = (rest.match(/^[0-9]+/) || [""])[0].length;
      if (digits === 0) return false;
      rest = rest.slice(digits);
      const u = units.findIndex((unit) => rest.startsWith(unit));
      if (u < 0) return false;
      if (ranks[u] >= last) return false;
      last = ranks[u];
      rest = rest.slice(units[u].length);
    }
    return s.length > 0;
  }

  // The scalar class of a bare word (SCL-1 order), or null for a plain identifier.
  function classify(word) {
    if (["and", "or", "not", "is"].includes(word)) return "Keyword";
    if (word === "true" || word === "false") return "Bool";
    if (isDuration(word) || isNumber(word)) return "Number";
    if (word.startsWith("@") && word.length > 1) return "Handle";
    if (word === "." || word === "..") return "Path";
    if (["./", "../", "/", "~/"].some((p) => word.startsWith(p))) return "Path";
    if (isDotted(word)) return "Reference";
    if (isIdent(word)) return null;
    return "Text";
  }

  function escape(text) {
    return text
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;");
  }

  // `marks` (optional): [start, end, className] ranges drawn over the tokens (diagnostic spans).
  // Returns the text as HTML with a `<span>` per classified token, as highlight.rs's `to_html`.
  function toHtml(text, marks) {
    const toks = tokens(text);
    if (!marks || marks.length === 0) {
      let out = "";
      let pos = 0;
      for (const [start, end, cls] of toks) {
        if (start < pos || end <= start) continue;
        out += escape(text.slice(pos, start));
        const [css, scope] = CLASSES[cls];
        out += `<span class="${css}" title="${scope}">${escape(text.slice(start, end))}</span>`;
        pos = end;
      }
      return out + escape(text.slice(pos));
    }
    // With marks: cut the text at every token and mark boundary; each piece gets its token class
    // and the classes of the marks covering it.
    const cls = new Array(text.length + 1).fill(null);
    let pos = 0;
    for (const [start, end, c] of toks) {
      if (start < pos || end <= start) continue;
      for (let i = start; i < end; i++) cls[i] = CLASSES[c][0];
      pos = end;
    }
    const mark = new Array(text.length + 1).fill("");
    for (const [start, end, c] of marks) {
      const s = Math.max(0, Math.min(start, text.length));
      const e = Math.max(s + 1, Math.min(end, text.length));
      for (let i = s; i < e; i++) mark[i] = mark[i] ? mark[i] + " " + c : c;
    }
    let out = "";
    let i = 0;
    while (i < text.length || (i === text.length && mark[i])) {
      let j = i + 1;
      while (j < text.length && cls[j] === cls[i] && mark[j] === mark[i]) j += 1;
      const piece = i < text.length ? text.slice(i, j) : " ";
      const classes = [cls[i], mark[i]].filter(Boolean).join(" ");
      // A mark on a line end is drawn over a space, so that it shows.
      const shown = mark[i] && piece === "\n" ? " \n" : piece;
      out += classes ? `<span class="${classes}">${escape(shown)}</span>` : escape(shown);
      if (i === text.length) break;
      i = j;
    }
    return out;
  }

  global.ksHighlight = { tokens, toHtml, classify, CLASSES };
})(typeof window !== "undefined" ? window : globalThis);
