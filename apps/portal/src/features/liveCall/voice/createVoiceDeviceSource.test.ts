import { describe, expect, it, vi } from 'vitest';
import { createVoiceDeviceSource, VOICE_TOKEN_RENEWAL_MS } from './createVoiceDeviceSource.ts';
import { FakeVoiceDevice } from './FakeVoiceDevice.ts';

describe('createVoiceDeviceSource', () => {
  it('creates one device with the named adapter, renews its token every 30 s and updates it only when it changed', async () => {
    const tokens = ['t1', 't1', 't2'];
    const fetchToken = vi.fn(async () => tokens.shift() ?? 't2');
    const devices: FakeVoiceDevice[] = [];
    const loadFactory = vi.fn(async () => (token: string) => {
      const device = new FakeVoiceDevice();
      device.token = token;
      devices.push(device);
      return device;
    });
    let tick: (() => void) | null = null;
    const source = createVoiceDeviceSource({
      provider: 'twilio',
      fetchToken,
      loadFactory,
      setInterval: (callback, ms) => {
        expect(ms).toBe(VOICE_TOKEN_RENEWAL_MS);
        tick = callback;
        return 1;
      },
      clearInterval: () => {
        tick = null;
      },
    });
    const [first, second] = await Promise.all([source.getDevice(), source.getDevice()]);
    expect(first).toBe(second);
    expect(loadFactory).toHaveBeenCalledWith('twilio');
    const updateToken = vi.spyOn(devices[0] as FakeVoiceDevice, 'updateToken');
    (tick as unknown as () => void)();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(updateToken).not.toHaveBeenCalled();
    (tick as unknown as () => void)();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(updateToken).toHaveBeenCalledWith('t2');
    source.dispose();
    expect(tick).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(devices[0]?.state).toBe('destroyed');
  });

  it('tries again on the next use after a failed creation', async () => {
    const fetchToken = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('t1');
    const source = createVoiceDeviceSource({
      provider: 'local',
      fetchToken,
      loadFactory: async () => () => new FakeVoiceDevice(),
      setInterval: () => 1,
      clearInterval: () => {},
    });
    await expect(source.getDevice()).rejects.toThrow('offline');
    await expect(source.getDevice()).resolves.toBeInstanceOf(FakeVoiceDevice);
  });
});
