import { describe, expect, it } from 'vitest';
import { createVertexValue } from '../vertexValue.ts';
import { getVertexText } from './getVertexText.ts';

describe('getVertexText', () => {
  it('shows the main text of every kind', () => {
    expect(getVertexText(createVertexValue('say', { message: 'Hello.' }))).toBe('Hello.');
    expect(getVertexText(createVertexValue('ask', { name: 'well', question: 'Well?' }))).toBe('Well?');
    expect(getVertexText(createVertexValue('recording', { name: 'tip', url: 'a.mp3', transcription: 'A tip.' }))).toBe(
      'tip\nA tip.',
    );
    expect(getVertexText(createVertexValue('dynamic', { type: 'diagnosis' }))).toBe('diagnosis');
    expect(getVertexText(createVertexValue('embedded', { questionnaireId: 7, questionnaireName: 'Diabetes' }))).toBe(
      'Diabetes',
    );
    expect(getVertexText(createVertexValue('hot_transfer', { name: 'Nurse', phone: '+15550100' }))).toBe(
      'Nurse\n+15550100',
    );
    expect(getVertexText(createVertexValue('hot_transfer', { name: 'Nurse', parameter: 'nurse_phone' }))).toBe(
      'Nurse\n{nurse_phone}',
    );
    expect(getVertexText(createVertexValue('date_of_birth_validation', { requestMessage: 'Your birthday?' }))).toBe(
      'Your birthday?',
    );
    expect(getVertexText(createVertexValue('zip_code_validation', { requestMessage: 'Your zip code?' }))).toBe(
      'Your zip code?',
    );
    expect(getVertexText(createVertexValue('terminate_call', { name: 'end' }))).toBe('end');
    expect(getVertexText(createVertexValue('placeholder', {}))).toBe('click to edit');
  });

  it('is empty, never undefined, when a field is missing', () => {
    expect(getVertexText(createVertexValue('say', {}))).toBe('');
    expect(getVertexText(createVertexValue('recording', { name: ' ' }))).toBe('');
  });
});
