import { describe, expect, it } from 'vitest';
import { getMicrophoneDialog } from './getMicrophoneDialog.ts';

describe('getMicrophoneDialog', () => {
  it('reports a missing microphone first, whatever the permission', () => {
    expect(getMicrophoneDialog({ hasMicrophone: false, permission: 'granted' })).toBe('noMicrophone');
    expect(getMicrophoneDialog({ hasMicrophone: false, permission: 'prompt' })).toBe('noMicrophone');
    expect(getMicrophoneDialog({ hasMicrophone: false, permission: null })).toBe('noMicrophone');
  });

  it('asks for permission when a microphone is there but not allowed', () => {
    expect(getMicrophoneDialog({ hasMicrophone: true, permission: 'prompt' })).toBe('permission');
    expect(getMicrophoneDialog({ hasMicrophone: true, permission: 'denied' })).toBe('permission');
  });

  it('stays quiet when all is well or the browser cannot tell', () => {
    expect(getMicrophoneDialog({ hasMicrophone: true, permission: 'granted' })).toBeNull();
    expect(getMicrophoneDialog({ hasMicrophone: true, permission: null })).toBeNull();
    expect(getMicrophoneDialog({ hasMicrophone: null, permission: 'prompt' })).toBeNull();
  });
});
