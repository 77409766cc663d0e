import type { Meta, StoryObj } from '@storybook/react-vite';
import { AudioPlayer } from './AudioPlayer.tsx';

const labels = { play: 'Play', pause: 'Pause', playing: 'Playing', paused: 'Paused', position: 'Position' };

// A second of silence as a WAV data address, so the story plays without a server.
const SILENT_WAV = 'data:audio/wav;base64,UklGRiQAAABXQVZFZm10IBAAAAABAAEAQB8AAEAfAAABAAgAZGF0YQAAAAA=';

const meta = {
  title: 'Media/AudioPlayer',
  component: AudioPlayer,
  args: { src: SILENT_WAV, label: 'Recording of call 12', labels, duration: 125 },
} satisfies Meta<typeof AudioPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const LongCall: Story = { args: { duration: 3725 } };
