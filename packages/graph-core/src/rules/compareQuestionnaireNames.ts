const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * Orders questionnaires by name, ignoring case and accents and reading digits as numbers ("Check-in 2" before
 * "Check-in 10"), then by id, so every list of questionnaires the editor shows has one stable order.
 */
export function compareQuestionnaireNames(a: { name: string; id: number }, b: { name: string; id: number }): number {
  return collator.compare(a.name, b.name) || a.id - b.id;
}
