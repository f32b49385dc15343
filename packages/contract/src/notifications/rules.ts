import { SMS_LIMITS } from './messages.ts';

/**
 * The GSM 03.38 default alphabet (one septet each) and its extension table (an escape plus a
 * septet: two). A text with any other character is sent as UCS-2, as every Bangla text is.
 */
const GSM7_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
const GSM7_EXTENSION = new Set('\f^{}\\[~]|€');

export interface SmsLength {
  encoding: 'gsm7' | 'ucs2';
  /** Septets (GSM-7) or UTF-16 code units (UCS-2): what the segment limits count. */
  units: number;
  segments: number;
}

/** How many segments a text takes, as the network counts them. */
export function smsLength(text: string): SmsLength {
  let septets = 0;
  for (const character of text) {
    if (GSM7_BASIC.has(character)) septets += 1;
    else if (GSM7_EXTENSION.has(character)) septets += 2;
    else return lengthOf('ucs2', text.length, SMS_LIMITS.ucs2Single, SMS_LIMITS.ucs2Segment);
  }
  return lengthOf('gsm7', septets, SMS_LIMITS.gsm7Single, SMS_LIMITS.gsm7Segment);
}

function lengthOf(encoding: SmsLength['encoding'], units: number, single: number, perSegment: number): SmsLength {
  return { encoding, units, segments: units <= single ? 1 : Math.ceil(units / perSegment) };
}

/** Whether the shop may send the text: not empty, and at most `SMS_LIMITS.maxSegments` segments. */
export const fitsInSms = (text: string) => text.length > 0 && smsLength(text).segments <= SMS_LIMITS.maxSegments;
