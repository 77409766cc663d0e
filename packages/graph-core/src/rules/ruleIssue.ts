/**
 * One problem an editor rule found: a stable `code` the portal translates, the form `field` it concerns, and the
 * specification's English `message` as the fallback text, so every rule reports in the same shape.
 */
export interface RuleIssue<Code extends string = string> {
  code: Code;
  field: string;
  message: string;
}
