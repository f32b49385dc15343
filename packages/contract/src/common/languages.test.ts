import { describe, expect, it } from 'vitest';
import { latinDigits } from './languages.ts';

describe('latinDigits', () => {
  it('reads Bengali digits as Latin ones and leaves everything else', () => {
    expect(latinDigits('০১২৩৪৫৬৭৮৯')).toBe('0123456789');
    expect(latinDigits('১২')).toBe('12');
    expect(latinDigits(' 4৮ ')).toBe(' 48 ');
    expect(latinDigits('12.5')).toBe('12.5');
    expect(latinDigits('১২ টি')).toBe('12 টি');
  });
});
