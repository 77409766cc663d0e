import { fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createTestI18n } from '../../../test/createTestI18n.ts';
import { registerCallTexts } from '../registerCallTexts.ts';
import { CallTimeline } from './CallTimeline.tsx';

function renderTimeline(props: Partial<Parameters<typeof CallTimeline>[0]> = {}) {
  const i18n = createTestI18n('en');
  registerCallTexts(i18n);
  const onSeek = vi.fn();
  const onToggle = vi.fn();
  const view = render(
    <I18nextProvider i18n={i18n}>
      <CallTimeline
        length={null}
        position={30}
        playing={false}
        onSeek={onSeek}
        onToggle={onToggle}
        lanes={{ status: 'ready', lanes: { bucketSeconds: 0.5, client: [1, 0.5, 0], caller: [0, 0.25, 1] } }}
        markers={[
          { time: 45, label: 'Sleep', color: '#f59e0b', kind: 'category' },
          { time: 0, label: 'Voice anomaly, speed decrease', color: '#b45309', kind: 'flag' },
        ]}
        {...props}
      />
    </I18nextProvider>,
  );
  return { ...view, onSeek, onToggle };
}

describe('CallTimeline', () => {
  it('is 2700 s long by default, 350 px high, with a label every 15 s at 94 px', () => {
    const { container } = renderTimeline();
    const labels = [...container.querySelectorAll('.cc-timeline__axis li')] as HTMLElement[];
    expect(labels).toHaveLength(181);
    expect(labels[1]?.textContent).toBe('00:15');
    expect(labels[1]?.style.left).toBe('94px');
    expect(labels[4]?.style.left).toBe('376px');
    expect(labels.at(-1)?.textContent).toBe('45:00');
    expect((container.querySelector('.cc-timeline__track') as HTMLElement).style.width).toBe('16920px');
    expect((container.querySelector('.cc-timeline__frame') as HTMLElement).style.height).toBe('350px');
    expect(screen.getByText('Total time 45:00')).toBeTruthy();
  });

  it('draws both speaker lanes and names its markers', () => {
    const { container } = renderTimeline({ length: 60 });
    expect(container.querySelectorAll('.cc-timeline__client')).toHaveLength(3);
    expect(container.querySelectorAll('.cc-timeline__caller')).toHaveLength(3);
    const markers = screen.getByRole('list', { name: 'Markers' });
    expect(within(markers).getByText('Sleep at 00:45')).toBeTruthy();
    expect(within(markers).getByText('Voice anomaly, speed decrease at 00:00')).toBeTruthy();
    expect((container.querySelector('.cc-timeline__marker--category') as HTMLElement).style.left).toBe('282px');
  });

  it('moves the slate by keyboard and plays or pauses', () => {
    const { onSeek, onToggle } = renderTimeline({ length: 60 });
    const slate = screen.getByRole('slider', { name: 'Playback position' });
    expect(slate.getAttribute('aria-valuetext')).toBe('00:30 / 01:00');
    expect((slate as HTMLElement).style.left).toBe('188px');
    fireEvent.keyDown(slate, { key: 'ArrowRight' });
    fireEvent.keyDown(slate, { key: 'PageDown' });
    fireEvent.keyDown(slate, { key: 'End' });
    expect(onSeek.mock.calls.map(([seconds]) => seconds)).toEqual([31, 15, 60]);
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(onToggle).toHaveBeenCalledOnce();
  });
});
