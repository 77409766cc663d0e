import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AudioPlayer } from './AudioPlayer.tsx';

const labels = { play: 'Play', pause: 'Pause', playing: 'Playing', paused: 'Paused', position: 'Position' };

describe('AudioPlayer', () => {
  beforeEach(() => {
    // jsdom has no media playback: play and pause fire the events a browser would.
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
      Object.defineProperty(this, 'paused', { configurable: true, value: false });
      this.dispatchEvent(new Event('play'));
      return Promise.resolve();
    });
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
      Object.defineProperty(this, 'paused', { configurable: true, value: true });
      this.dispatchEvent(new Event('pause'));
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('plays and pauses by keyboard and announces its state politely', async () => {
    const user = userEvent.setup();
    render(<AudioPlayer src="/a.mp3" label="Recording of call 1" labels={labels} duration={125} />);
    const player = screen.getByRole('group', { name: 'Recording of call 1' });
    expect(within(player).getByText('00:00 / 02:05')).toBeTruthy();
    await user.tab();
    expect(document.activeElement).toBe(within(player).getByRole('button', { name: 'Play' }));
    await user.keyboard('{Enter}');
    expect(within(player).getByRole('button', { name: 'Pause' })).toBeTruthy();
    expect(player.querySelector('[aria-live="polite"]')?.textContent).toBe('Playing');
    await user.keyboard('{Enter}');
    expect(player.querySelector('[aria-live="polite"]')?.textContent).toBe('Paused');
  });

  it('pauses the other player when one starts', async () => {
    const user = userEvent.setup();
    render(
      <>
        <AudioPlayer src="/a.mp3" label="First" labels={labels} />
        <AudioPlayer src="/b.mp3" label="Second" labels={labels} />
      </>,
    );
    const first = screen.getByRole('group', { name: 'First' });
    const second = screen.getByRole('group', { name: 'Second' });
    await user.click(within(first).getByRole('button', { name: 'Play' }));
    await user.click(within(second).getByRole('button', { name: 'Play' }));
    expect(within(first).getByRole('button', { name: 'Play' })).toBeTruthy();
    expect(within(second).getByRole('button', { name: 'Pause' })).toBeTruthy();
  });

  it('shows the time advancing, seeks with the slider and reports a source error', () => {
    const onError = vi.fn();
    render(<AudioPlayer src="/gone.mp3" label="Rec" labels={labels} duration={3725} onError={onError} />);
    const audio = document.querySelector('audio') as HTMLAudioElement;
    act(() => {
      audio.currentTime = 61;
      fireEvent.timeUpdate(audio);
    });
    expect(screen.getByText('01:01 / 01:02:05')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Position'), { target: { value: '120' } });
    expect(audio.currentTime).toBe(120);
    fireEvent.error(audio);
    expect(onError).toHaveBeenCalledOnce();
  });
});
