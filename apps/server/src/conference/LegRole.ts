/**
 * Who a leg of a conference is: the client's phone, the operator's browser or phone, the bot, or the person a hot
 * transfer dialled (the transferee).
 */
export type LegRole = 'client' | 'operator' | 'bot' | 'transferee';

/** The recording's channel of each role: the client alone on the left, everyone else on the right. */
export function getRecordingChannel(role: LegRole): 'left' | 'right' {
  return role === 'client' ? 'left' : 'right';
}
