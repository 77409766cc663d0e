import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import type { MultiBranchAnswer } from '../vertices/ask.ts';
import { canAddBranch, canRemoveBranch, formatUnknownText, getOfferedHints } from './multiBranch.ts';

const branchesOf = (...hints: string[][]): MultiBranchAnswer[] => hints.map((h) => ({ hints: h }));

describe('canAddBranch and canRemoveBranch', () => {
  it('allows adding up to 10 branches', () => {
    expect(canAddBranch(branchesOf(...Array.from({ length: 9 }, () => [])))).toBe(true);
    expect(canAddBranch(branchesOf(...Array.from({ length: 10 }, () => [])))).toBe(false);
  });

  it('allows removing only while more than one branch exists', () => {
    expect(canRemoveBranch(branchesOf(['a']))).toBe(false);
    expect(canRemoveBranch(branchesOf())).toBe(false);
    expect(canRemoveBranch(branchesOf(['a'], []))).toBe(true);
  });
});

describe('getOfferedHints', () => {
  const all = ['cough', 'fever', 'headache', 'pain'];

  it('leaves out hints used in other branches and keeps the branch’s own', () => {
    const branches = branchesOf(['cough'], ['fever', 'pain'], []);
    expect(getOfferedHints(branches, 1, all)).toEqual(['fever', 'headache', 'pain']);
    expect(getOfferedHints(branches, 2, all)).toEqual(['headache']);
  });

  it('works on hint records, returning the records', () => {
    const records = all.map((hint, id) => ({ id, hint, group: 'symptoms' }));
    expect(getOfferedHints(branchesOf(['fever']), 1, records).map((r) => r.id)).toEqual([0, 2, 3]);
  });

  test.prop(
    [
      fc.array(fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'), { maxLength: 4 }), {
        minLength: 1,
        maxLength: 10,
      }),
      fc.nat(),
    ],
    { seed: 90210 },
  )('never offers a hint used in another branch, and offers every other hint', (hints, at) => {
    const branches = branchesOf(...hints);
    const index = at % branches.length;
    const offered = getOfferedHints(branches, index, ['a', 'b', 'c', 'd', 'e', 'f', 'g']);
    const others = new Set<string>(hints.filter((_, i) => i !== index).flat());
    for (const hint of offered) expect(others.has(hint)).toBe(false);
    expect(offered.length).toBe(7 - others.size);
  });
});

describe('formatUnknownText', () => {
  it('lists one, two and more hints in English', () => {
    expect(formatUnknownText(branchesOf(['cough']), 'en-US')).toBe('Please say cough');
    expect(formatUnknownText(branchesOf(['cough'], ['fever']), 'en-US')).toBe('Please say cough or fever');
    expect(formatUnknownText(branchesOf(['cough', 'fever'], ['pain']), 'en-US')).toBe(
      'Please say cough, fever or pain',
    );
  });

  it('lists hints in Spanish', () => {
    expect(formatUnknownText(branchesOf(['tos'], ['fiebre', 'dolor']), 'es-US')).toBe(
      'Por favor diga tos, fiebre o dolor',
    );
    expect(formatUnknownText(branchesOf(['tos']), 'es-US')).toBe('Por favor diga tos');
  });

  it('uses display names in the questionnaire language, falling back to the hint', () => {
    const names: Record<string, string> = { cough: 'tos', fever: 'fiebre' };
    const text = formatUnknownText(branchesOf(['cough'], ['fever', 'pain']), 'es-US', (hint, language) =>
      language === 'es-US' ? names[hint] : undefined,
    );
    expect(text).toBe('Por favor diga tos, fiebre o pain');
  });

  it('is empty without hints and skips blank and repeated hints', () => {
    expect(formatUnknownText(branchesOf([], []), 'en-US')).toBe('');
    expect(formatUnknownText(branchesOf(['a', ' '], ['a', 'b']), 'en-US')).toBe('Please say a or b');
  });
});
