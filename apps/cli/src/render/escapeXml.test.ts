import { describe, expect, it } from 'vitest';
import { escapeXml } from './escapeXml.ts';

describe('escapeXml', () => {
  it('escapes markup characters for text and attribute values', () => {
    expect(escapeXml(`<a href="x">Tom & 'Jerry'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; &apos;Jerry&apos;&lt;/a&gt;',
    );
  });

  it('replaces characters XML cannot carry and keeps everything else', () => {
    expect(escapeXml('a\u0000b\u0008c\tº\n😀\uD800')).toBe('a\uFFFDb\uFFFDc\tº\n😀\uFFFD');
  });
});
