import { Button } from 'primereact/button';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STORAGE_KEYS } from '../../../app/storageKeys.ts';
import { createTestToneWav } from '../helpers/createTestToneWav.ts';

/** Props of {@link AudioDevicePicker}. */
export interface AudioDevicePickerProps {
  mediaDevices: Pick<MediaDevices, 'enumerateDevices'> | null;
  /** Applies a choice to the voice device (and to calls already running). */
  onInputChange(deviceId: string): void;
  onOutputChange(deviceId: string): void;
  /** Plays the test tone on a speaker; the browser's audio element by default. */
  playTestTone?(outputDeviceId: string): Promise<void>;
}

type SinkableAudio = HTMLAudioElement & { setSinkId?: (id: string) => Promise<void> };

async function playToneInBrowser(outputDeviceId: string): Promise<void> {
  const url = URL.createObjectURL(new Blob([createTestToneWav()], { type: 'audio/wav' }));
  const audio = new Audio(url) as SinkableAudio;
  try {
    if (outputDeviceId && audio.setSinkId) await audio.setSinkId(outputDeviceId);
    await audio.play();
    await new Promise<void>((resolve) => {
      audio.addEventListener('ended', () => resolve(), { once: true });
    });
  } finally {
    URL.revokeObjectURL(url);
  }
}

function readStored(key: string): string {
  try {
    return window.localStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}

function store(key: string, value: string): void {
  try {
    if (value) window.localStorage.setItem(key, value);
    else window.localStorage.removeItem(key);
  } catch {
    // Storage refused (private mode): the choice lasts for this page only.
  }
}

/**
 * The microphone and speaker pickers of the call screen, with a test sound: a wrong headset is the commonest call
 * problem. The choices are remembered per browser, as device ids only; a remembered device that is gone falls back to
 * the system default.
 */
export function AudioDevicePicker({
  mediaDevices,
  onInputChange,
  onOutputChange,
  playTestTone = playToneInBrowser,
}: AudioDevicePickerProps) {
  const { t } = useTranslation('liveCall');
  const ids = useId();
  const [devices, setDevices] = useState<MediaDeviceInfo[]>([]);
  const [input, setInput] = useState(() => readStored(STORAGE_KEYS.audioInputDevice));
  const [output, setOutput] = useState(() => readStored(STORAGE_KEYS.audioOutputDevice));
  const [testState, setTestState] = useState<'idle' | 'playing' | 'failed'>('idle');

  useEffect(() => {
    if (!mediaDevices) return;
    let active = true;
    mediaDevices
      .enumerateDevices()
      .then((list) => {
        if (active) setDevices(list);
      })
      .catch(() => {});
    return () => {
      active = false;
    };
  }, [mediaDevices]);

  const inputs = devices.filter((device) => device.kind === 'audioinput' && device.deviceId !== 'default');
  const outputs = devices.filter((device) => device.kind === 'audiooutput' && device.deviceId !== 'default');
  const inputValue = inputs.some((device) => device.deviceId === input) ? input : '';
  const outputValue = outputs.some((device) => device.deviceId === output) ? output : '';

  useEffect(() => {
    if (inputValue) onInputChange(inputValue);
  }, [inputValue, onInputChange]);
  useEffect(() => {
    if (outputValue) onOutputChange(outputValue);
  }, [outputValue, onOutputChange]);

  const label = (device: MediaDeviceInfo, index: number) => device.label || t('audio.unnamed', { index: index + 1 });

  return (
    <fieldset className="cc-live-call__audio">
      <legend>{t('audio.title')}</legend>
      <label htmlFor={`${ids}-input`}>{t('audio.microphone')}</label>
      <select
        id={`${ids}-input`}
        value={inputValue}
        onChange={(event) => {
          setInput(event.target.value);
          store(STORAGE_KEYS.audioInputDevice, event.target.value);
          onInputChange(event.target.value || 'default');
        }}
      >
        <option value="">{t('audio.default')}</option>
        {inputs.map((device, index) => (
          <option key={device.deviceId} value={device.deviceId}>
            {label(device, index)}
          </option>
        ))}
      </select>
      {outputs.length > 0 ? (
        <>
          <label htmlFor={`${ids}-output`}>{t('audio.speaker')}</label>
          <select
            id={`${ids}-output`}
            value={outputValue}
            onChange={(event) => {
              setOutput(event.target.value);
              store(STORAGE_KEYS.audioOutputDevice, event.target.value);
              onOutputChange(event.target.value || 'default');
            }}
          >
            <option value="">{t('audio.default')}</option>
            {outputs.map((device, index) => (
              <option key={device.deviceId} value={device.deviceId}>
                {label(device, index)}
              </option>
            ))}
          </select>
        </>
      ) : (
        <p className="cc-live-call__hint">{t('audio.noOutputChoice')}</p>
      )}
      <Button
        type="button"
        icon="pi pi-volume-up"
        label={t('audio.test')}
        outlined
        disabled={testState === 'playing'}
        onClick={() => {
          setTestState('playing');
          playTestTone(outputValue)
            .then(() => setTestState('idle'))
            .catch(() => setTestState('failed'));
        }}
      />
      <p className="cc-live-call__hint" aria-live="polite">
        {testState === 'playing' ? t('audio.testPlaying') : testState === 'failed' ? t('audio.testFailed') : ''}
      </p>
    </fieldset>
  );
}
