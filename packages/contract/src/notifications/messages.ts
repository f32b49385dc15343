/**
 * Zod-free facts and messages of the shop's notifications: the SMS events an admin switches on
 * or off, and how long a text message may be.
 */

/** The order events that may send the buyer an SMS (`sms` in the shop settings). */
export const SMS_EVENTS = ['placed', 'codConfirmed', 'shipped', 'delivered', 'paid'] as const;
export type SmsEvent = (typeof SMS_EVENTS)[number];

/**
 * A text of up to 160 GSM-7 characters (70 in UCS-2, which Bangla needs) is one segment; a longer
 * one is split into segments of 153 (67), each carrying the header that joins them again. The
 * shop sends at most two segments: each costs a message.
 */
export const SMS_LIMITS = {
  maxSegments: 2,
  gsm7Single: 160,
  gsm7Segment: 153,
  ucs2Single: 70,
  ucs2Segment: 67,
} as const;

export const notificationMessages = {
  smsTooLong: `An SMS may be at most ${SMS_LIMITS.maxSegments} segments: ${SMS_LIMITS.maxSegments * SMS_LIMITS.gsm7Segment} plain characters, or ${SMS_LIMITS.maxSegments * SMS_LIMITS.ucs2Segment} with Bangla`,
  smsEmpty: 'An SMS needs some text',
} as const;
