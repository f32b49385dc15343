import { describe, expect, it } from 'vitest';
import { BANGLADESH_DISTRICTS } from './messages.ts';
import { officialDistrict } from './rules.ts';

describe("Bangladesh's districts", () => {
  it('are the 64, each once, in the spellings of 2018', () => {
    expect(BANGLADESH_DISTRICTS).toHaveLength(64);
    expect(new Set(BANGLADESH_DISTRICTS).size).toBe(64);
    expect(BANGLADESH_DISTRICTS).toEqual(
      expect.arrayContaining(['Chattogram', 'Cumilla', 'Barishal', 'Jashore', 'Bogura', 'Dhaka', "Cox's Bazar"]),
    );
  });

  it('are found whatever the letter case and spacing, and old spellings are not', () => {
    expect(officialDistrict(' cumilla ')).toBe('Cumilla');
    expect(officialDistrict('COX’S  BAZAR')).toBe("Cox's Bazar");
    for (const old of ['Chittagong', 'Comilla', 'Barisal', 'Jessore', 'Bogra', '', 'Dhaka North'])
      expect(officialDistrict(old), old).toBeNull();
  });
});
