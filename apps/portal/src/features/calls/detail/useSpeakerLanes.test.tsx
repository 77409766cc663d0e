import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSpeakerLanes } from './useSpeakerLanes.ts';

describe('useSpeakerLanes', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('downloads the recording once, decodes it and draws both lanes', async () => {
    const fetch = vi.fn(async () => new Response(new Uint8Array([1, 2, 3]), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const decode = vi.fn(async (_data: ArrayBuffer) => ({
      channels: [new Float32Array([0.5, 0.5]), new Float32Array([0, 0])],
      sampleRate: 2,
    }));
    const { result } = renderHook(() => useSpeakerLanes('/api/call-recordings/a.wav?sig=1', decode));
    expect(result.current.status).toBe('drawing');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current).toMatchObject({ lanes: { bucketSeconds: 0.5, client: [1, 1], caller: [0, 0] } });
    expect(fetch).toHaveBeenCalledOnce();
    expect(decode.mock.calls[0]?.[0]).toBeInstanceOf(ArrayBuffer);
  });

  it('says it failed when the link answers an error, and does nothing without a link', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 403 })),
    );
    const decode = vi.fn();
    const { result, rerender } = renderHook(({ url }) => useSpeakerLanes(url, decode), {
      initialProps: { url: '/expired' as string | null },
    });
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(decode).not.toHaveBeenCalled();
    rerender({ url: null });
    expect(result.current.status).toBe('idle');
  });
});
