import type { AudioPlayerLabels } from '@carecall/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The recording player's texts in the user's language. */
export function usePlayerLabels(): AudioPlayerLabels {
  const { t } = useTranslation('calls');
  return useMemo(
    () => ({
      play: t('player.play'),
      pause: t('player.pause'),
      playing: t('player.playing'),
      paused: t('player.paused'),
      position: t('player.position'),
    }),
    [t],
  );
}
