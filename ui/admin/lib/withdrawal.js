// The back office's withdrawal block: when the refund is due. The directive gives the shop
// 14 days from the day it is told of the withdrawal (Directive 2011/83/EU Art. 13).
export const refundDays = 14;

// refundBy is the time the refund of a withdrawal received at (RFC 3339) is due by.
export function refundBy(at) {
  const t = new Date(at);
  if (Number.isNaN(t.getTime())) return '';
  return new Date(t.getTime() + refundDays * 24 * 3600 * 1000).toISOString().replace('.000Z', 'Z');
}
