/** The specification's dialog width, the default of every dialog here. */
export const DIALOG_WIDTH = '450px';

/** Lets a dialog fill a phone screen instead of overflowing it. */
export const DIALOG_BREAKPOINTS = { '575px': '95vw' } as const;
