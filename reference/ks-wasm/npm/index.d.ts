/** Who a workflow is checked for, and where. */
export type Actor = "human" | "agent" | "ci";
export type Context = "local" | "ci";

export interface CheckOptions {
  actor?: Actor;
  context?: Context;
  /** The file name the text is reported under (default `ship.ks`). */
  file?: string;
  /** `json` (the default) returns the parsed report; the others return the text the CLI prints. */
  format?: "json" | "human" | "sarif" | "github";
  /** As if the `CI` variable were set. */
  ci?: boolean;
  /** `"self"`: the policy base is this same text (as once it is merged); default none. */
  base?: "self";
}

/** One diagnostic of the CLI's JSON contract (`keepshipping check --format json`). */
export interface Diagnostic {
  code: string;
  severity: string;
  message: string;
  [field: string]: unknown;
}

/** The CLI's JSON report. */
export interface CheckReport {
  diagnostics: Diagnostic[];
  [field: string]: unknown;
}

export interface PlanOptions extends Omit<CheckOptions, "format"> {
  env?: string;
  /** `push:BRANCH`, `pr`, `tag:TAG` or `manual`. */
  event?: string;
  format?: "human" | "json" | "dot" | "mermaid";
}

export interface PolicyExplainOptions {
  actor?: Actor;
  format?: "human" | "json";
  file?: string;
  base?: "self";
}

export type Formatted =
  | { formatted: string; changed: boolean }
  | { refused: { diagnostics: Diagnostic[] }; reason: string; stderr: string };

export function check(text: string, options?: CheckOptions & { format?: "json" }): CheckReport;
export function check(text: string, options: CheckOptions & { format: "human" | "sarif" | "github" }): string;
export function format(text: string): Formatted;
export function plan(text: string, options?: PlanOptions): { ok: string; stderr?: string } | { error: string };
export function policyExplain(text: string, options?: PolicyExplainOptions): { ok: string };
export function explain(code: string): string;
export function parse(text: string): { diagnostics: Diagnostic[]; [field: string]: unknown };
export function environments(text: string): string[];
export function version(): string;
export function formatVersion(): string;
