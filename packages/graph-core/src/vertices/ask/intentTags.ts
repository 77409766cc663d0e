/** Tag id that marks an open-ended ask as asking for a number, so the bot listens for a numerical value. */
export const NUMERIC_TAG_ID = 300;

/** Tag id that marks an open-ended ask as asking for a day of the week. */
export const DAY_OF_WEEK_TAG_ID = 50;
