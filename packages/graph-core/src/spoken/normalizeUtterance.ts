/**
 * The words of an utterance as the classifiers compare them: lower case, accents and apostrophes dropped ("Sí" →
 * "si", "don't" → "dont", "mañana" → "manana"), every other character that is not a letter or a digit a word break,
 * and a number's ordinal ending split off its digits ("5th" → "5"). Recognisers write the same answer many ways;
 * comparing these words, not the text, makes "Yes!", "yes." and "YES" one answer.
 */
export function normalizeUtterance(text: string): string[] {
  const plain = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  if (plain === '') return [];
  const words = plain.split(' ');
  for (let i = 0; i < words.length; i++) {
    const ordinal = /^(\d+)(?:st|nd|rd|th|o|a|er|ro|do|to|vo|no|º|ª)$/.exec(words[i] as string);
    if (ordinal) words[i] = ordinal[1] as string;
  }
  return words;
}
