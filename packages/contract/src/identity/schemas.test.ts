import { describe, expect, it } from 'vitest';
import {
  changePasswordFormSchema,
  changePasswordRequestSchema,
  googleExchangeRequestSchema,
  loginRequestSchema,
  passwordContainsEmailName,
  resetPasswordRequestSchema,
  signupRequestSchema,
} from './schemas.ts';
import { identityMessages, safeReturnPath } from './messages.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('identity contract', () => {
  it("keeps the shop's wording for the sign-up rules", () => {
    const base = { name: 'Jane', email: 'jane@example.com', password: 'abc-defg', confirmPassword: 'abc-defg' };
    expect(signupRequestSchema.safeParse(base).success).toBe(true);
    expect(firstMessage(signupRequestSchema.safeParse({ ...base, email: 'jane' }))).toBe('Input Valid Email');
    expect(firstMessage(signupRequestSchema.safeParse({ ...base, password: '', confirmPassword: '' }))).toBe(
      'Password is mendatory',
    );
    expect(firstMessage(signupRequestSchema.safeParse({ ...base, confirmPassword: 'abd' }))).toBe(
      'Passwords does not match',
    );
    expect(identityMessages.passwordRequiredDisplay).toBe('Password is required');
  });

  it('asks new passwords for 8 to 128 characters, each limit with its own message', () => {
    const base = { name: 'Jane', email: 'jane@example.com' };
    const withPassword = (password: string) =>
      signupRequestSchema.safeParse({ ...base, password, confirmPassword: password });
    expect(firstMessage(withPassword('seven-c'))).toBe('Password must be at least 8 characters long');
    expect(withPassword('eight-ch').success).toBe(true);
    expect(withPassword('x'.repeat(128)).success).toBe(true);
    expect(firstMessage(withPassword('x'.repeat(129)))).toBe('Password must be at most 128 characters long');
    // Signing in does not re-check: passwords chosen under the old rules keep working.
    expect(loginRequestSchema.safeParse({ email: 'jane@example.com', password: 'abc' }).success).toBe(true);
    expect(
      changePasswordRequestSchema.safeParse({
        currentPassword: 'abc',
        password: 'a-new-one',
        confirmPassword: 'a-new-one',
      }).success,
    ).toBe(true);
  });

  it("refuses a password that contains the e-mail's name, ignoring case", () => {
    expect(passwordContainsEmailName('my-JANE.DOE-2026', 'jane.doe@example.com')).toBe(true);
    expect(passwordContainsEmailName('completely-other', 'jane.doe@example.com')).toBe(false);
    // A name of one or two characters would forbid half the alphabet.
    expect(passwordContainsEmailName('a-password-with-jo', 'jo@example.com')).toBe(false);
    const signup = signupRequestSchema.safeParse({
      name: 'Jane',
      email: 'Jane.Doe@example.com',
      password: 'jane.doe123',
      confirmPassword: 'jane.doe123',
    });
    expect(signup.error?.issues).toEqual([
      expect.objectContaining({ message: 'Password must not contain your e-mail name', path: ['password'] }),
    ]);
    const form = changePasswordFormSchema('jane.doe@example.com');
    expect(
      firstMessage(form.safeParse({ currentPassword: 'old', password: 'xJane.Doe!', confirmPassword: 'xJane.Doe!' })),
    ).toBe('Password must not contain your e-mail name');
    expect(
      form.safeParse({ currentPassword: 'old', password: 'tool-shed-42', confirmPassword: 'tool-shed-42' }).success,
    ).toBe(true);
  });

  it('takes only a well-formed Google sign-in code', () => {
    expect(googleExchangeRequestSchema.safeParse({ code: 'A'.repeat(43) }).success).toBe(true);
    for (const code of ['', 'short', 'has spaces in it and more', 'x'.repeat(201), 42]) {
      expect(firstMessage(googleExchangeRequestSchema.safeParse({ code }))).toBe(
        'This sign-in code is invalid or has expired, please sign in again',
      );
    }
  });

  it('applies the same password rules to reset and change', () => {
    const token = 'a'.repeat(43);
    expect(
      resetPasswordRequestSchema.safeParse({ token, password: 'abc-defg', confirmPassword: 'abc-defg' }).success,
    ).toBe(true);
    expect(firstMessage(resetPasswordRequestSchema.safeParse({ token, password: 'abc', confirmPassword: 'abc' }))).toBe(
      'Password must be at least 8 characters long',
    );
    expect(
      firstMessage(
        changePasswordRequestSchema.safeParse({ currentPassword: 'x', password: 'abc', confirmPassword: 'abc' }),
      ),
    ).toBe('Password must be at least 8 characters long');
    expect(
      firstMessage(
        resetPasswordRequestSchema.safeParse({
          token: 'bad token!',
          password: 'abc-defg',
          confirmPassword: 'abc-defg',
        }),
      ),
    ).toBe('This password reset link is invalid or has expired');
    expect(
      firstMessage(
        changePasswordRequestSchema.safeParse({
          currentPassword: '',
          password: 'abc-defg',
          confirmPassword: 'abc-defg',
        }),
      ),
    ).toBe('Current password is required');
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
