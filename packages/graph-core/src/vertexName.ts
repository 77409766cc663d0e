/** Prefix of the vertex names the product generates. */
export const GENERATED_NAME_PREFIX = 'auto_generated_';

const GENERATED_NAME = /^auto_generated_(\d+)$/;

/** The number of a generated name, or undefined for any other name. */
export function parseGeneratedNumber(name: string): number | undefined {
  const match = GENERATED_NAME.exec(name);
  return match ? Number(match[1]) : undefined;
}

/** The highest generated number among names, 0 when there is none. */
export function getHighestGeneratedNumber(names: Iterable<string>): number {
  let highest = 0;
  for (const name of names) {
    const n = parseGeneratedNumber(name);
    if (n !== undefined && n > highest) highest = n;
  }
  return highest;
}

/** The next generated vertex name: `auto_generated_{n}`, n one above the highest existing number. */
export function getNextVertexName(names: Iterable<string>): string {
  return `${GENERATED_NAME_PREFIX}${getHighestGeneratedNumber(names) + 1}`;
}

/** The next edge name: one above the highest numeric edge name, so every generated edge key is unique. */
export function getNextEdgeName(names: Iterable<string>): string {
  let highest = -1;
  for (const name of names) {
    if (/^\d+$/.test(name)) {
      const n = Number(name);
      if (n > highest) highest = n;
    }
  }
  return String(highest + 1);
}
