import type { FeedbackButton } from '@carecall/api-client';

/**
 * The feedback sentences an operator can have the bot say during a live call, in both call languages. The product's
 * own catalogue (not per organization), so they are constants rather than rows.
 */
export const FEEDBACK_SENTENCES: readonly FeedbackButton[] = [
  {
    id: 1,
    title: 'Repeat',
    text: 'Could you please repeat that?',
    language: 'en-US',
    is_active: true,
    portal_display: true,
  },
  {
    id: 2,
    title: 'Louder',
    text: 'Could you please speak a little louder?',
    language: 'en-US',
    is_active: true,
    portal_display: true,
  },
  {
    id: 3,
    title: 'Take your time',
    text: 'Take your time, there is no hurry.',
    language: 'en-US',
    is_active: true,
    portal_display: true,
  },
  {
    id: 4,
    title: 'Thank you',
    text: 'Thank you, that is very helpful.',
    language: 'en-US',
    is_active: true,
    portal_display: true,
  },
  {
    id: 5,
    title: 'Nurse will call',
    text: 'A nurse will call you back later today.',
    language: 'en-US',
    is_active: true,
    portal_display: true,
  },
  {
    id: 6,
    title: 'Repetir',
    text: '¿Podría repetirlo, por favor?',
    language: 'es-US',
    is_active: true,
    portal_display: true,
  },
  {
    id: 7,
    title: 'Más alto',
    text: '¿Podría hablar un poco más alto, por favor?',
    language: 'es-US',
    is_active: true,
    portal_display: true,
  },
  {
    id: 8,
    title: 'Sin prisa',
    text: 'Tómese su tiempo, no hay prisa.',
    language: 'es-US',
    is_active: true,
    portal_display: true,
  },
  {
    id: 9,
    title: 'Gracias',
    text: 'Gracias, eso es muy útil.',
    language: 'es-US',
    is_active: true,
    portal_display: true,
  },
  {
    id: 10,
    title: 'Llamada de enfermería',
    text: 'Una enfermera le llamará más tarde hoy.',
    language: 'es-US',
    is_active: true,
    portal_display: true,
  },
];
