import { describe, expect, it } from 'vitest';
import { ApiError } from './ApiError.ts';
import { GENERIC_ERROR_MESSAGES, getErrorMessage } from './getErrorMessage.ts';

describe('getErrorMessage', () => {
  const withBody = new ApiError('Request failed with status code 400', {
    code: 'HTTP_ERROR',
    status: 400,
    statusText: 'Bad Request',
    body: { error: 'Patient already exist with same details', message: 'duplicate' },
  });

  it("in English prefers the response's error field", () => {
    expect(getErrorMessage(withBody, 'en')).toBe('Patient already exist with same details');
    expect(getErrorMessage(withBody, 'en-US')).toBe('Patient already exist with same details');
  });

  it('then the response message, the error message, the status text, the stack', () => {
    expect(getErrorMessage({ response: { data: { message: 'from data' }, statusText: 'Conflict' } }, 'en')).toBe(
      'from data',
    );
    expect(getErrorMessage(new Error('plain failure'), 'en')).toBe('plain failure');
    expect(getErrorMessage({ statusText: 'Service Unavailable' }, 'en')).toBe('Service Unavailable');
    expect(getErrorMessage({ response: { statusText: 'Gateway Timeout' } }, 'en')).toBe('Gateway Timeout');
    expect(getErrorMessage({ message: '', stack: 'Error\n    at somewhere' }, 'en')).toBe('Error\n    at somewhere');
    expect(getErrorMessage('a string error', 'en')).toBe('a string error');
    expect(getErrorMessage(undefined, 'en')).toBe(GENERIC_ERROR_MESSAGES.en);
  });

  it('outside English gives the generic sentence, in Japanese for ja', () => {
    expect(getErrorMessage(withBody, 'ja')).toBe(GENERIC_ERROR_MESSAGES.ja);
    expect(getErrorMessage(withBody, 'ja-JP')).toBe(GENERIC_ERROR_MESSAGES.ja);
    expect(getErrorMessage(withBody, 'es')).toBe(
      'Sorry, an error has occurred. Please contact us with as many details as possible',
    );
  });
});
