/** One entry of the grammar's `src/node-types.json`. */
export interface NodeInfo {
  type: string;
  named: boolean;
  fields?: Record<string, { types: { type: string; named: boolean }[]; required: boolean; multiple: boolean }>;
  children?: { types: { type: string; named: boolean }[]; required: boolean; multiple: boolean };
  subtypes?: { type: string; named: boolean }[];
}

/** The Keep Shipping grammar, for `Parser#setLanguage` of the `tree-sitter` package. */
declare const language: {
  name: "keepshipping";
  language: unknown;
  nodeTypeInfo: NodeInfo[];
};

export = language;
