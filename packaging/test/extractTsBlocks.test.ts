import { describe, expect, it } from 'vitest';
import { extractTsBlocks } from './extractTsBlocks.ts';

describe('extractTsBlocks', () => {
  it('finds the ts and typescript blocks with the line of their first line of code, and nothing else', () => {
    const markdown = [
      '# Title', // 1
      '', // 2
      '```sh', // 3
      'pnpm build', // 4
      '```', // 5
      '', // 6
      'Text with `inline` code.', // 7
      '', // 8
      '```ts', // 9
      "const a = 'x';", // 10
      'export { a };', // 11
      '```', // 12
      '', // 13
      '```typescript title', // 14
      'const b = 1;', // 15
      '```', // 16
      '',
    ].join('\n');
    expect(extractTsBlocks(markdown)).toEqual([
      { line: 10, code: "const a = 'x';\nexport { a };" },
      { line: 15, code: 'const b = 1;' },
    ]);
  });
});
