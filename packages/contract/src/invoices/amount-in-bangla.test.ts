import { describe, expect, it } from 'vitest';
import { amountInBanglaWords, wholeNumberInBanglaWords } from './amount-in-bangla.ts';

const taka = (amount: string) => Math.round(Number(amount.replaceAll(',', '')) * 100);

describe('an amount in Bangla words', () => {
  it('writes the worked example with lakh, thousand, hundreds and paisa', () => {
    expect(amountInBanglaWords(taka('1,23,456.50'), 'BDT')).toBe(
      'এক লক্ষ তেইশ হাজার চারশো ছাপ্পান্ন টাকা পঞ্চাশ পয়সা মাত্র',
    );
  });

  it.each([
    ['0', 'শূন্য টাকা মাত্র'],
    ['1', 'এক টাকা মাত্র'],
    ['99', 'নিরানব্বই টাকা মাত্র'],
    ['100', 'একশো টাকা মাত্র'],
    ['101', 'একশো এক টাকা মাত্র'],
    ['999', 'নয়শো নিরানব্বই টাকা মাত্র'],
    ['1,000', 'এক হাজার টাকা মাত্র'],
    ['1,00,000', 'এক লক্ষ টাকা মাত্র'],
    ['1,00,00,000', 'এক কোটি টাকা মাত্র'],
    ['12,34,56,789', 'বারো কোটি চৌত্রিশ লক্ষ ছাপ্পান্ন হাজার সাতশো ঊননব্বই টাকা মাত্র'],
    ['1,00,000,00,00,000', 'এক লক্ষ কোটি টাকা মাত্র'],
    ['0.01', 'এক পয়সা মাত্র'],
    ['0.99', 'নিরানব্বই পয়সা মাত্র'],
    ['1.05', 'এক টাকা পাঁচ পয়সা মাত্র'],
    ['4,599.50', 'চার হাজার পাঁচশো নিরানব্বই টাকা পঞ্চাশ পয়সা মাত্র'],
  ])('৳%s → %s', (amount, words) => {
    expect(amountInBanglaWords(taka(amount), 'BDT')).toBe(words);
  });

  it('names dollars and cents in a dollar shop', () => {
    expect(amountInBanglaWords(4599, 'USD')).toBe('পঁয়তাল্লিশ ডলার নিরানব্বই সেন্ট মাত্র');
  });

  it('says every number below a hundred with its own word, all different and NFC', () => {
    const words = Array.from({ length: 100 }, (_, value) => wholeNumberInBanglaWords(value));
    expect(new Set(words).size).toBe(100);
    for (const word of words) expect(word).toBe(word.normalize('NFC'));
    expect(words.slice(0, 11)).toEqual(['শূন্য', 'এক', 'দুই', 'তিন', 'চার', 'পাঁচ', 'ছয়', 'সাত', 'আট', 'নয়', 'দশ']);
    expect([words[29], words[56], words[69], words[79], words[89], words[99]]).toEqual([
      'ঊনত্রিশ',
      'ছাপ্পান্ন',
      'ঊনসত্তর',
      'ঊনআশি',
      'ঊননব্বই',
      'নিরানব্বই',
    ]);
  });

  it('refuses what is not an amount', () => {
    expect(() => amountInBanglaWords(-1, 'BDT')).toThrow(RangeError);
    expect(() => amountInBanglaWords(1.5, 'BDT')).toThrow(RangeError);
  });
});
