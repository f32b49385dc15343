import { describe, expect, it, vi } from 'vitest';
import { createTokenService } from './bearer-tokens.ts';

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';

describe('bearer tokens', () => {
  it('verifies a token it issued, again and again, each time with its own copy of the claims', async () => {
    const tokens = createTokenService(SECRET, 60);
    const token = await tokens.issue({ userId: '6f1f2c8e-0000-4000-8000-000000000001', tokenVersion: 3 });
    const first = await tokens.verify(token);
    expect(first).toMatchObject({ userId: '6f1f2c8e-0000-4000-8000-000000000001', tokenVersion: 3 });
    first!.userId = 'changed by one caller';
    expect(await tokens.verify(token)).toMatchObject({
      userId: '6f1f2c8e-0000-4000-8000-000000000001',
      tokenVersion: 3,
    });
  });

  it('refuses a token signed with another secret or altered', async () => {
    const token = await createTokenService('another-secret-another-secret-another-secret', 60).issue({
      userId: 'someone',
      tokenVersion: 0,
    });
    const tokens = createTokenService(SECRET, 60);
    expect(await tokens.verify(token)).toBeNull();
    const own = await tokens.issue({ userId: 'someone', tokenVersion: 0 });
    await tokens.verify(own);
    const [header, , signature] = own.split('.');
    const forged = `${header}.${Buffer.from(JSON.stringify({ sub: 'admin', ver: 0, iss: 'tools-bd', exp: 9_999_999_999 })).toString('base64url')}.${signature}`;
    expect(await tokens.verify(forged)).toBeNull();
  });

  it('refuses a token once it has expired, also one verified before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const tokens = createTokenService(SECRET, 60);
      const token = await tokens.issue({ userId: 'someone', tokenVersion: 0 });
      expect(await tokens.verify(token)).not.toBeNull();
      vi.setSystemTime(Date.now() + 61_000);
      expect(await tokens.verify(token)).toBeNull();
      expect(await tokens.verify(token)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
