import { describe, expect, it } from 'vitest';
import { SMS_LIMITS } from './messages.ts';
import { fitsInSms, smsLength } from './rules.ts';

describe('SMS length', () => {
  it('counts plain English in GSM-7: 160 characters in one segment, then 153 a segment', () => {
    expect(smsLength('Your order TB-1042 is placed. Total 1,250 Tk.')).toEqual({
      encoding: 'gsm7',
      units: 45,
      segments: 1,
    });
    expect(smsLength('a'.repeat(160))).toEqual({ encoding: 'gsm7', units: 160, segments: 1 });
    expect(smsLength('a'.repeat(161))).toEqual({ encoding: 'gsm7', units: 161, segments: 2 });
    expect(smsLength('a'.repeat(306)).segments).toBe(2);
    expect(smsLength('a'.repeat(307)).segments).toBe(3);
  });

  it('counts the extension characters (€, [, ], {, }, ~, ^, |, \\) twice', () => {
    expect(smsLength('[€]')).toEqual({ encoding: 'gsm7', units: 6, segments: 1 });
    expect(smsLength('€'.repeat(80)).segments).toBe(1);
    expect(smsLength('€'.repeat(81)).segments).toBe(2);
  });

  it('counts Bangla in UCS-2: 70 characters in one segment, then 67 a segment', () => {
    expect(smsLength('আপনার অর্ডার TB-1042 গ্রহণ করা হয়েছে')).toMatchObject({ encoding: 'ucs2', segments: 1 });
    expect(smsLength('ক'.repeat(70))).toEqual({ encoding: 'ucs2', units: 70, segments: 1 });
    expect(smsLength('ক'.repeat(71))).toEqual({ encoding: 'ucs2', units: 71, segments: 2 });
    expect(smsLength('ক'.repeat(134)).segments).toBe(2);
    expect(smsLength('ক'.repeat(135)).segments).toBe(3);
    // One Bangla letter turns the whole text into UCS-2.
    expect(smsLength(`${'a'.repeat(100)}ক`)).toEqual({ encoding: 'ucs2', units: 101, segments: 2 });
  });

  it('lets through at most two segments, and never an empty text', () => {
    expect(SMS_LIMITS.maxSegments).toBe(2);
    expect(fitsInSms('a'.repeat(306))).toBe(true);
    expect(fitsInSms('a'.repeat(307))).toBe(false);
    expect(fitsInSms('ক'.repeat(134))).toBe(true);
    expect(fitsInSms('ক'.repeat(135))).toBe(false);
    expect(fitsInSms('')).toBe(false);
  });
});
