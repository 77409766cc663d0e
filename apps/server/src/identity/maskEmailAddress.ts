/**
 * Shows enough of an e-mail address for its owner to recognise it: the first and last letter of the local part and
 * the whole domain (`a***n@demo.test`), as the e-mail code screen displays it.
 */
export function maskEmailAddress(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const shown = local.length <= 2 ? `${local[0] ?? ''}***` : `${local[0]}***${local.at(-1)}`;
  return `${shown}@${domain}`;
}
