import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { normalizeUtterance } from '../../../spoken/normalizeUtterance.ts';
import type { SpokenLanguage } from '../../../spoken/spokenLanguage.ts';
import { createVertexValue, type VertexValueOf } from '../../../vertexValue.ts';
import { getAskOptions } from '../options.ts';
import type { AskPayload } from '../schema.ts';
import {
  classifyAnswer,
  getAnswerWords,
  getDefaultUnknownText,
  getSpokenOptionName,
  type HeardAnswer,
} from './classifyAnswer.ts';

function createAsk(ask: AskPayload, tags?: number[]): VertexValueOf<'ask'> {
  return createVertexValue('ask', { name: 'q', question: 'Question?', ...ask }, tags) as VertexValueOf<'ask'>;
}

const speech = (text: string): HeardAnswer => ({ input: 'speech', text });
const keypad = (digits: string): HeardAnswer => ({ input: 'keypad', digits });

/** What an answer is understood as: its value, or undefined when it is not understood. */
function understand(ask: VertexValueOf<'ask'>, answer: HeardAnswer, language: SpokenLanguage = 'en-US') {
  const classified = classifyAnswer(ask, answer, language);
  return classified.understood ? classified.value : undefined;
}

const branches = [{ hints: ['headache'] }, { hints: ['back pain', 'neck pain'] }, { hints: ['pain'] }];

describe('classifyAnswer', () => {
  it.each([
    ['en-US', 'Yes.', 'Yes'],
    ['en-US', 'yeah, sure', 'Yes'],
    ['en-US', 'Of course!', 'Yes'],
    ['en-US', "I'm not", 'No'],
    ['en-US', 'nope', 'No'],
    ['en-US', 'not really', 'No'],
    ['en-US', 'yes and no', undefined],
    ['en-US', 'sí', undefined],
    ['es-US', 'Sí', 'Yes'],
    ['es-US', 'si claro', 'Yes'],
    ['es-US', 'claro que no', 'No'],
    ['es-US', 'para nada', 'No'],
    ['es-US', 'yes', undefined],
  ] as const)('yes/no in %s: "%s" is %s', (language, text, expected) => {
    expect(understand(createAsk({ type: 'Twilio.YES_NO' }), speech(text), language)).toBe(expected);
  });

  it.each([
    ['en-US', 'English please', 'English'],
    ['en-US', 'en español', 'Spanish'],
    ['es-US', 'Inglés', 'English'],
    ['es-US', 'castellano', 'Spanish'],
    ['en-US', 'English or Spanish', undefined],
  ] as const)('language in %s: "%s" is %s', (language, text, expected) => {
    expect(understand(createAsk({ type: 'language_intent' }), speech(text), language)).toBe(expected);
  });

  it.each([
    ['en-US', 'in the morning', 'Morning'],
    ['en-US', 'afternoons are better', 'Afternoon'],
    ['en-US', 'morning or afternoon', 'Both'],
    ['en-US', 'either', 'Both'],
    ['es-US', 'por la mañana', 'Morning'],
    ['es-US', 'en la tarde', 'Afternoon'],
    ['es-US', 'me da igual', 'Both'],
    ['es-US', 'a la noche', undefined],
  ] as const)('time of day in %s: "%s" is %s', (language, text, expected) => {
    expect(understand(createAsk({ type: 'morning_afternoon' }), speech(text), language)).toBe(expected);
  });

  it('takes the branch of the longest hint said, and not an answer naming two branches', () => {
    const ask = createAsk({ type: 'multi_branch', hintGroup: 'pain', multiBranchAnswers: branches });
    expect(understand(ask, speech('My back pain is worse'))).toBe('back pain,neck pain');
    expect(understand(ask, speech('some pain'))).toBe('pain');
    expect(understand(ask, speech('a headache and neck pain'))).toBeUndefined();
    expect(understand(ask, speech('HEADACHE!'))).toBe('headache');
    expect(understand(ask, speech('nothing'))).toBeUndefined();
    expect(understand(ask, keypad('2'))).toBe('back pain,neck pain');
    expect(understand(ask, keypad('4'))).toBeUndefined();
  });

  it('understands a hint by its name in the language, and says the names in the default unknown text', () => {
    const ask = createAsk({ type: 'multi_branch', hintGroup: 'pain', multiBranchAnswers: branches });
    const names: Record<string, string> = { headache: 'dolor de cabeza', 'back pain': 'dolor de espalda' };
    const hintName = (hint: string, language: SpokenLanguage) => (language === 'es-US' ? names[hint] : undefined);
    const classified = classifyAnswer(ask, speech('tengo dolor de cabeza'), 'es-US', hintName);
    expect(classified).toEqual({ understood: true, value: 'headache' });
    expect(getDefaultUnknownText(ask, 'es-US', hintName)).toBe(
      'Por favor diga dolor de cabeza, dolor de espalda, neck pain o pain',
    );
  });

  it.each([
    ['en-US', 'seven', '7'],
    ['en-US', 'about 7 hours', '7'],
    ['en-US', 'twenty-one', '21'],
    ['en-US', 'one hundred and five', '105'],
    ['en-US', 'seven or eight', undefined],
    ['en-US', 'seven, I said seven', '7'],
    ['es-US', 'veintidós', '22'],
    ['es-US', 'treinta y uno', '31'],
    ['es-US', 'unas siete horas', '7'],
    ['es-US', 'mil novecientos cincuenta', '1950'],
    ['es-US', 'muchas', undefined],
  ] as const)('number in %s: "%s" is %s', (language, text, expected) => {
    expect(understand(createAsk({}, [300]), speech(text), language)).toBe(expected);
  });

  it.each([
    ['en-US', 'Tuesday', 'Tuesday'],
    ['en-US', 'on saturdays', 'Saturday'],
    ['en-US', 'any day', 'Any'],
    ['en-US', 'Monday or Friday', undefined],
    ['es-US', 'el miércoles', 'Wednesday'],
    ['es-US', 'sábado', 'Saturday'],
    ['es-US', 'cualquier día', 'Any'],
  ] as const)('day in %s: "%s" is %s', (language, text, expected) => {
    expect(understand(createAsk({}, [50]), speech(text), language)).toBe(expected);
  });

  it('reads keypad digits by the ask: an option by its place, a number, a day from Sunday, an open answer', () => {
    expect(understand(createAsk({ type: 'Twilio.YES_NO' }), keypad('1'))).toBe('Yes');
    expect(understand(createAsk({ type: 'Twilio.YES_NO' }), keypad('3'))).toBeUndefined();
    expect(understand(createAsk({ type: 'Twilio.YES_NO' }), keypad('*'))).toBeUndefined();
    expect(understand(createAsk({ type: 'morning_afternoon' }), keypad('3'))).toBe('Morning');
    expect(understand(createAsk({}, [300]), keypad('42'))).toBe('42');
    expect(understand(createAsk({}, [50]), keypad('1'))).toBe('Sunday');
    expect(understand(createAsk({}, [50]), keypad('8'))).toBeUndefined();
    expect(understand(createAsk({}), keypad('1234'))).toBe('1234');
  });

  it('takes any answer that is not blank to an open question, and the numeric tag before the day tag', () => {
    expect(understand(createAsk({}), speech('  I feel fine  '))).toBe('I feel fine');
    expect(understand(createAsk({}), speech(' '))).toBeUndefined();
    expect(understand(createAsk({}, [50, 300]), speech('three'))).toBe('3');
    expect(understand(createAsk({ type: 'Twilio.YES_NO' }, [300]), speech('three'))).toBeUndefined();
  });

  it('gives a recogniser the phrases an answer is understood by, as written, and none for an open question', () => {
    expect(getAnswerWords(createAsk({ type: 'Twilio.YES_NO' }), 'es-US')).toEqual(
      expect.arrayContaining(['sí', 'claro que no']),
    );
    expect(getAnswerWords(createAsk({ type: 'morning_afternoon' }), 'en-US')).toEqual(
      expect.arrayContaining(["doesn't matter", 'morning']),
    );
    expect(getAnswerWords(createAsk({}), 'en-US')).toEqual([]);
  });

  it('says "Please say X, Y or Z" from the options when the ask has no unknown text', () => {
    expect(getDefaultUnknownText(createAsk({ type: 'Twilio.YES_NO' }), 'en-US')).toBe('Please say yes or no');
    expect(getDefaultUnknownText(createAsk({ type: 'morning_afternoon' }), 'es-US')).toBe(
      'Por favor diga tarde, ambos o mañana',
    );
    expect(getDefaultUnknownText(createAsk({}, [300]), 'es-US')).toBe('Por favor diga un número');
    expect(getDefaultUnknownText(createAsk({}), 'en-US')).toBe('Question?');
  });
});

const languageArbitrary = fc.constantFrom<SpokenLanguage>('en-US', 'es-US');

/** Asks with options: each fixed type, and multi_branch asks of 1 to 10 branches of distinct hints. */
const askWithOptionsArbitrary = fc.oneof(
  fc
    .constantFrom('Twilio.YES_NO' as const, 'language_intent' as const, 'morning_afternoon' as const)
    .map((type) => createAsk({ type })),
  fc
    .uniqueArray(fc.stringMatching(/^[a-zñ]{2,8}( [a-z]{2,8})?$/), {
      minLength: 1,
      maxLength: 20,
      selector: (hint) => normalizeUtterance(hint).join(' '),
    })
    .chain((hints) =>
      fc.integer({ min: 1, max: Math.min(10, hints.length) }).map((count) =>
        createAsk({
          type: 'multi_branch',
          hintGroup: 'group',
          multiBranchAnswers: Array.from({ length: count }, (_, branch) => ({
            hints: hints.filter((_hint, i) => i % count === branch),
          })),
        }),
      ),
    ),
);

describe('classifyAnswer properties', () => {
  test.prop([askWithOptionsArbitrary, languageArbitrary], { seed: 20260302, numRuns: 300 })(
    "each option's own word classifies to it, and so does its keypad digit",
    (ask, language) => {
      getAskOptions(ask.ask).forEach((option, index) => {
        const own =
          ask.ask.type === 'multi_branch'
            ? (ask.ask.multiBranchAnswers?.[index]?.hints ?? [])
            : [getSpokenOptionName(option, language) as string, ...(language === 'en-US' ? [option] : [])];
        for (const word of own) expect(understand(ask, speech(word), language)).toBe(option);
        expect(understand(ask, keypad(String(index + 1)), language)).toBe(option);
      });
    },
  );
});
