import { prepareQuestionnaire } from '@carecall/graph-core';
import { describe, expect, it } from 'vitest';
import { findMissingSubQuestionnaire, getSimulationWait, type Simulation, stepSimulation } from './simulation.ts';
import { buildCheckIn, buildFrame, buildSub } from './simulatorTestQuestionnaires.ts';

function done(step: ReturnType<typeof stepSimulation>): Simulation {
  if (step.kind !== 'done') throw new Error(`expected a step, got one needing ${step.questionnaireId}`);
  return step.simulation;
}

const texts = (simulation: Simulation) =>
  simulation.entries.map((entry) =>
    'text' in entry ? `${entry.from}: ${entry.text}` : `${entry.from}: ${entry.kind}`,
  );

describe('stepSimulation', () => {
  const checkIn = prepareQuestionnaire(buildCheckIn());
  const context = { parameters: { first_name: 'Ann' } };

  it('starts, answers played by itself, and waits at the question with its options', () => {
    const simulation = done(stepSimulation(checkIn, context, null, null));
    expect(texts(simulation)).toEqual(['CALLER: Hello Ann, this is .', 'CALLER: Are you feeling well today?']);
    expect(simulation.entries[0]).toMatchObject({ missingParameters: ['clinic_name'] });
    expect(simulation.current).toEqual({ questionnaireId: 7, vertex: 'feeling' });
    expect(simulation.rootVertex).toBe('feeling');
    expect(simulation.options).toEqual(['Yes', 'No']);
    expect(getSimulationWait(simulation)).toBe('answer');
    expect(simulation.ended).toBeNull();
  });

  it('puts the client line before the bot reply and ends at a complete vertex', () => {
    const started = done(stepSimulation(checkIn, context, null, null));
    const unknown = done(stepSimulation(checkIn, context, started, { type: 'utterance', text: 'maybe' }));
    expect(texts(unknown).slice(2)).toEqual(['PATIENT: maybe', 'CALLER: Please say yes or no']);
    const ended = done(stepSimulation(checkIn, context, unknown, { type: 'keypad', digits: '2' }));
    expect(ended.entries.slice(4).map((entry) => entry.kind)).toEqual(['keypad', 'answer', 'say', 'end']);
    expect(ended.entries.at(-1)).toMatchObject({ kind: 'end', reason: 'completed' });
    expect(ended.ended).toEqual({ reason: 'completed' });
    expect(ended.rootVertex).toBe('sorry');
    expect(getSimulationWait(ended)).toBe('nothing');
    // Every line keeps its own number.
    expect(new Set(ended.entries.map((entry) => entry.id)).size).toBe(ended.entries.length);
  });

  it('ends with no-input after three silences, each recorded for the client', () => {
    let simulation = done(stepSimulation(checkIn, context, null, null));
    for (let silence = 0; silence < 3; silence++)
      simulation = done(stepSimulation(checkIn, context, simulation, { type: 'no-input' }));
    expect(simulation.entries.filter((entry) => entry.kind === 'no-input')).toHaveLength(3);
    expect(simulation.ended).toEqual({ reason: 'no-input' });
  });

  it('asks for a sub-questionnaire the context lacks, then runs through it once it is there', () => {
    const frame = prepareQuestionnaire(buildFrame());
    const falls = buildSub(21, 'falls', 'Have you fallen this month?');
    const diabetes = buildSub(30, 'sugar', 'Did you check your blood sugar?');
    const base = { dynamic: { diagnosis: 30 } };
    expect(stepSimulation(frame, base, null, null)).toEqual({ kind: 'needs', questionnaireId: 21 });
    const withFalls = { ...base, questionnaires: { '21': falls } };
    const inFalls = done(stepSimulation(frame, withFalls, null, null));
    // In a sub-questionnaire the graph follows the embedded vertex of the open questionnaire.
    expect(inFalls.current).toEqual({ questionnaireId: 21, vertex: 'q' });
    expect(inFalls.rootVertex).toBe('falls');
    expect(stepSimulation(frame, withFalls, inFalls, { type: 'utterance', text: 'no' })).toEqual({
      kind: 'needs',
      questionnaireId: 30,
    });
    const withBoth = { ...base, questionnaires: { '21': falls, '30': diabetes } };
    const inDiabetes = done(stepSimulation(frame, withBoth, inFalls, { type: 'utterance', text: 'no' }));
    expect(inDiabetes.rootVertex).toBe('diagnosis');
    const ended = done(stepSimulation(frame, withBoth, inDiabetes, { type: 'utterance', text: 'yes' }));
    expect(ended.entries.map((entry) => entry.kind)).toEqual([
      'say',
      'enter',
      'say',
      'utterance',
      'answer',
      'exit',
      'enter',
      'say',
      'utterance',
      'answer',
      'exit',
      'say',
      'end',
    ]);
    expect(ended.ended).toEqual({ reason: 'completed' });
  });

  it('ends with the missing sub-questionnaire when it cannot be fetched or no dynamic one was chosen', () => {
    const frame = prepareQuestionnaire(buildFrame());
    const unavailable = done(stepSimulation(frame, {}, null, null, new Set([21])));
    expect(unavailable.ended).toEqual({ reason: 'error', error: 'missing-sub-questionnaire' });
    expect(findMissingSubQuestionnaire(frame, {}, { questionnaireId: 20, vertex: 'diagnosis' })).toBeNull();
    expect(
      findMissingSubQuestionnaire(frame, { dynamic: { diagnosis: 30 } }, { questionnaireId: 20, vertex: 'diagnosis' }),
    ).toBe(30);
  });
});
