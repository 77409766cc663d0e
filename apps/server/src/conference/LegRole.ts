/** Who a leg of a conference is: the client's phone, the operator's browser or phone, or the bot. */
export type LegRole = 'client' | 'operator' | 'bot';

/** The recording's channel of each role: the client alone on the left, everyone else on the right. */
export function getRecordingChannel(role: LegRole): 'left' | 'right' {
  return role === 'client' ? 'left' : 'right';
}
