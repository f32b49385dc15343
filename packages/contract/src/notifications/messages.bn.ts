/** Bangla texts of notifications/messages.ts. */
import { bnNumber } from '../common/bangla-numbers.ts';
import type { Translation } from '../common/languages.ts';
import { SMS_LIMITS } from './messages.ts';
import type * as en from './messages.ts';

export const notificationMessages: Translation<typeof en.notificationMessages> = {
  smsTooLong: `একটি এসএমএস সর্বোচ্চ ${bnNumber(SMS_LIMITS.maxSegments)} ভাগের হতে পারে: ইংরেজিতে ${bnNumber(SMS_LIMITS.maxSegments * SMS_LIMITS.gsm7Segment)} অক্ষর, বাংলা থাকলে ${bnNumber(SMS_LIMITS.maxSegments * SMS_LIMITS.ucs2Segment)} অক্ষর`,
  smsEmpty: 'এসএমএস-এ কিছু লেখা থাকতে হবে',
};
