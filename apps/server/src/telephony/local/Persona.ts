import type { DemoClient } from '../../demo/demoClients.ts';

/** How a simulated phone responds to a call. */
export type PersonaBehaviour = 'answers' | 'no-answer' | 'busy' | 'failed';

/**
 * One turn of a persona: a sentence it says, or keys it presses on its phone's keypad — at its turn, or `afterMs`
 * after its previous turn whatever it hears (someone pressing keys to a silent line).
 */
export type PersonaLine = string | { keys: string; afterMs?: number };

/** Someone the simulated phone network reaches: how they pick up and what they say. */
export interface Persona {
  name: string;
  /** The language they speak (en-US or es-US). */
  language: string;
  behaviour: PersonaBehaviour;
  /** How long the phone rings before they answer. */
  ringMs: number;
  /**
   * What they say, in turn: the first line on answering, each next one when the other side has spoken and fallen
   * silent. After the last line they listen quietly until the call ends.
   */
  lines: PersonaLine[];
}

/** What a persona knows about the person it plays: enough to confirm who they are. */
interface PersonaFacts {
  firstName: string;
  /** `YYYY-MM-DD`. */
  birthDate?: string;
  zipCode?: string;
}

/** A birth date as keyed on a phone in the United States: month, day, year (`MMDDYYYY`). */
function birthDateKeys(birthDate: string): string {
  const [year = '', month = '', day = ''] = birthDate.split('-');
  return `${month}${day}${year}`;
}

/**
 * What demo personas answer, in the order of the demo's weekly check-in: hello, the language, the birth date and the
 * zip code on the keypad (as people do when asked for numbers on the phone), feeling well, a pain score, then the time
 * of day and the day on the keypad (key 1, the first option of each; those words do not survive a telephone line's
 * 8 kHz for the local recogniser), nothing else, goodbye. Spoken answers are short words a recogniser of known options hears on a
 * telephone line. A stranger (no facts) answers the identity questions in words.
 */
const LINES: Readonly<Record<'en-US' | 'es-US', (facts: PersonaFacts) => PersonaLine[]>> = {
  'en-US': ({ firstName, birthDate, zipCode }) => [
    'Hello?',
    'English.',
    birthDate ? { keys: birthDateKeys(birthDate) } : `Yes, this is ${firstName}.`,
    zipCode ? { keys: zipCode } : 'Yes.',
    'Yes.',
    'Three.',
    { keys: '1' },
    { keys: '1' },
    'No.',
    'Thank you. Goodbye.',
  ],
  'es-US': ({ firstName }) => [
    '¿Hola?',
    `Sí, soy ${firstName}.`,
    'Sí.',
    'Me siento bien hoy, gracias.',
    'Por la mañana.',
    'No.',
    'Gracias. Adiós.',
  ],
};

/** Digits only, with the country code: the key by which the simulated network finds a number. */
export function toDialKey(phoneNumber: string): string {
  return phoneNumber.replace(/\D/g, '');
}

/**
 * Who answers each demo client's phones, the same on every start: most answer after a few rings; every tenth
 * client from the fourth never answers, every tenth from the sixth is busy, and every twentieth from the tenth has a
 * number that fails, so each patient dial status can be produced from the demo data.
 */
export function buildDemoPersonas(clients: readonly DemoClient[]): Map<string, Persona> {
  const personas = new Map<string, Persona>();
  for (const [index, client] of clients.entries()) {
    const behaviour: PersonaBehaviour =
      index % 10 === 3 ? 'no-answer' : index % 10 === 5 ? 'busy' : index % 20 === 9 ? 'failed' : 'answers';
    const language = client.language === 'es-US' ? 'es-US' : 'en-US';
    const persona: Persona = {
      name: `${client.firstName} ${client.lastName}`,
      language,
      behaviour,
      ringMs: 2000 + (index % 4) * 1000,
      lines: LINES[language]({ firstName: client.firstName, birthDate: client.birthDate, zipCode: client.zipCode }),
    };
    for (const phone of client.phones) {
      // A number two clients share (a household) reaches the first of them.
      const key = toDialKey(`${phone.countryCode}${phone.number}`);
      if (!personas.has(key)) personas.set(key, persona);
    }
  }
  return personas;
}

/** Who answers a number the simulated network does not know (a custom number typed for a call). */
export function buildStrangerPersona(): Persona {
  return {
    name: 'Unknown',
    language: 'en-US',
    behaviour: 'answers',
    ringMs: 3000,
    lines: LINES['en-US']({ firstName: 'me' }),
  };
}
