import { describe, expect, it } from 'vitest';
import { buildDemoCallScript, estimateSpeechMs, fitWordsPerMinute } from './buildDemoCallScript.ts';

const INPUT = { seed: 42, product: 'bot', language: 'en-US', firstName: 'Maria', clientWordsPerMinute: 170 } as const;

describe('buildDemoCallScript', () => {
  it('is the same for the same call, alternates speakers and keeps lines in order inside the recording', () => {
    const script = buildDemoCallScript(INPUT);
    expect(buildDemoCallScript(INPUT)).toEqual(script);
    expect(script.lines[0]?.message).toContain('Maria');
    expect(new Set(script.lines.map((line) => line.from))).toEqual(new Set(['CALLER', 'PATIENT']));
    let previousEnd = 0;
    for (const line of script.lines) {
      expect(line.start_ms).toBeGreaterThan(previousEnd);
      expect(line.end_ms).toBeGreaterThan(line.start_ms);
      previousEnd = line.end_ms;
    }
    expect(script.durationMs).toBeGreaterThan(previousEnd);
  });

  it('makes a slower client’s lines take longer, and only theirs', () => {
    const normal = buildDemoCallScript(INPUT);
    const slow = buildDemoCallScript({ ...INPUT, clientWordsPerMinute: 100 });
    const length = (lines: typeof normal.lines, from: string) =>
      lines.filter((line) => line.from === from).reduce((sum, line) => sum + line.end_ms - line.start_ms, 0);
    expect(length(slow.lines, 'PATIENT')).toBeGreaterThan(length(normal.lines, 'PATIENT') * 1.5);
    expect(length(slow.lines, 'CALLER')).toBe(length(normal.lines, 'CALLER'));
  });

  it('speaks Spanish to Spanish-speaking clients', () => {
    const script = buildDemoCallScript({ ...INPUT, language: 'es-US' });
    expect(script.lines[0]?.message).toMatch(/^Hola Maria/);
  });

  it('fits a rate back from a slot the estimate gave', () => {
    const text = 'I am feeling better this week, thank you.';
    for (const rate of [90, 130, 175, 220]) expect(fitWordsPerMinute(text, estimateSpeechMs(text, rate))).toBe(rate);
  });
});
