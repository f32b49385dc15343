import { describe, expect, it } from 'vitest';
import { changePasswordRequestSchema, identityMessages, resetPasswordRequestSchema, safeReturnPath, signupRequestSchema } from './identity.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('identity contract', () => {
  it("keeps the shop's wording for the sign-up rules", () => {
    const base = { name: 'Jane', email: 'jane@example.com', password: 'abc', confirmPassword: 'abc' };
    expect(signupRequestSchema.safeParse(base).success).toBe(true);
    expect(firstMessage(signupRequestSchema.safeParse({ ...base, email: 'jane' }))).toBe('Input Valid Email');
    expect(firstMessage(signupRequestSchema.safeParse({ ...base, password: '', confirmPassword: '' }))).toBe('Password is mendatory');
    expect(firstMessage(signupRequestSchema.safeParse({ ...base, password: 'ab', confirmPassword: 'ab' }))).toBe('Password must be at 3 char long');
    expect(firstMessage(signupRequestSchema.safeParse({ ...base, confirmPassword: 'abd' }))).toBe('Passwords does not match');
    expect(identityMessages.passwordRequiredDisplay).toBe('Password is required');
  });

  it('applies the same password rules to reset and change', () => {
    const token = 'a'.repeat(43);
    expect(resetPasswordRequestSchema.safeParse({ token, password: 'abc', confirmPassword: 'abc' }).success).toBe(true);
    expect(firstMessage(resetPasswordRequestSchema.safeParse({ token, password: 'ab', confirmPassword: 'ab' }))).toBe('Password must be at 3 char long');
    expect(firstMessage(resetPasswordRequestSchema.safeParse({ token: 'bad token!', password: 'abc', confirmPassword: 'abc' }))).toBe(
      'This password reset link is invalid or has expired',
    );
    expect(firstMessage(changePasswordRequestSchema.safeParse({ currentPassword: '', password: 'abc', confirmPassword: 'abc' }))).toBe('Current password is required');
  });

  it.each([
    ['/dashboard', '/dashboard'],
    ['/dashboard/myOrders?tab=1#x', '/dashboard/myOrders?tab=1#x'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['/\t/evil.example', '/'],
    ['https://evil.example/', '/'],
    ['javascript:alert(1)', '/'],
    ['', '/'],
    [undefined, '/'],
  ])('safeReturnPath(%j) is %j', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });
});
