/** The most characters one spoken text may have: longer ones are cut, ending in an ellipsis. */
export const MAX_SPOKEN_CHARACTERS = 470;

/**
 * A spoken text cut to 470 characters, the last of them an ellipsis ("…"), when it is longer. Characters are code
 * points, so a character outside the basic plane is never split.
 */
export function cutSpokenText(text: string): string {
  // A text of at most 470 UTF-16 units has at most 470 code points: nothing to count.
  if (text.length <= MAX_SPOKEN_CHARACTERS) return text;
  const characters = Array.from(text);
  if (characters.length <= MAX_SPOKEN_CHARACTERS) return text;
  return `${characters.slice(0, MAX_SPOKEN_CHARACTERS - 1).join('')}…`;
}
