import { describe, expect, it } from 'vitest';
import { amountInWords, wholeNumberInWords } from './amount-in-words.ts';

describe('amounts in words', () => {
  it('says whole numbers with western and south-asian groups', () => {
    expect(wholeNumberInWords(0)).toBe('Zero');
    expect(wholeNumberInWords(7)).toBe('Seven');
    expect(wholeNumberInWords(45)).toBe('Forty-Five');
    expect(wholeNumberInWords(100)).toBe('One Hundred');
    expect(wholeNumberInWords(11_280)).toBe('Eleven Thousand Two Hundred Eighty');
    expect(wholeNumberInWords(1_234_567)).toBe('One Million Two Hundred Thirty-Four Thousand Five Hundred Sixty-Seven');
    expect(wholeNumberInWords(1_234_567, 'south-asian')).toBe('Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven');
    expect(wholeNumberInWords(21_474_836, 'south-asian')).toBe('Two Crore Fourteen Lakh Seventy-Four Thousand Eight Hundred Thirty-Six');
    expect(wholeNumberInWords(1_234_567_890, 'south-asian')).toBe('One Hundred Twenty-Three Crore Forty-Five Lakh Sixty-Seven Thousand Eight Hundred Ninety');
    expect(wholeNumberInWords(12_345_000_000_000, 'south-asian')).toBe('Twelve Lakh Thirty-Four Thousand Five Hundred Crore');
  });

  it('writes taka and paisa, dollars and cents', () => {
    expect(amountInWords(123_456_789, 'BDT')).toBe('Taka Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven and Eighty-Nine Paisa Only');
    expect(amountInWords(1_128_000, 'BDT')).toBe('Taka Eleven Thousand Two Hundred Eighty Only');
    expect(amountInWords(4_599, 'USD')).toBe('Forty-Five Dollars and Ninety-Nine Cents Only');
    expect(amountInWords(101, 'USD')).toBe('One Dollar and One Cent Only');
    expect(amountInWords(5, 'USD')).toBe('Zero Dollars and Five Cents Only');
  });

  it('refuses what is not an amount', () => {
    expect(() => amountInWords(-1, 'USD')).toThrow(RangeError);
    expect(() => amountInWords(1.5, 'USD')).toThrow(RangeError);
  });
});
