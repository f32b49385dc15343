import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileSchema } from '@tools-bd/contract';
import { createAccount, createTestApp, testEngines, type TestAccount, type TestApp } from '../../../test/helpers.ts';

const filledIn = {
  education: 'BSc in Mechanical Engineering',
  location: 'Dhaka, Bangladesh',
  phone: '+880 1711-223344',
  linkdin: 'https://www.linkedin.com/in/rahim-uddin',
};

describe.each(testEngines)('profiles API on $engine', ({ engine }) => {
  let shop: TestApp;
  let person: TestAccount;
  let other: TestAccount;
  let admin: TestAccount;

  beforeAll(async () => {
    shop = await createTestApp(engine);
    [person, other, admin] = await Promise.all([
      createAccount(shop.app, { name: 'Rahim Uddin' }),
      createAccount(shop.app),
      createAccount(shop.app, { role: 'admin' }),
    ]);
  });
  afterAll(() => shop.close());

  const url = (account: TestAccount) => `/api/profile/${encodeURIComponent(account.email)}`;

  it('shows an empty profile with the account name and e-mail before anything is saved', async () => {
    const response = await shop.app.inject({ url: url(person), headers: person.authorization });
    expect(response.statusCode).toBe(200);
    expect(profileSchema.parse(response.json())).toEqual({
      email: person.email,
      customerName: 'Rahim Uddin',
      education: '',
      location: '',
      phone: '',
      linkdin: '',
    });
  });

  it("saves one's own profile, answering {acknowledged, modifiedCount}, and shows it afterwards", async () => {
    const saved = await shop.app.inject({
      method: 'PUT',
      url: url(person),
      headers: person.authorization,
      payload: filledIn,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ acknowledged: true, modifiedCount: 1 });
    const shown = await shop.app.inject({ url: url(person), headers: person.authorization });
    expect(shown.json()).toMatchObject(filledIn);

    const same = await shop.app.inject({
      method: 'PUT',
      url: url(person),
      headers: person.authorization,
      payload: filledIn,
    });
    expect(same.json()).toEqual({ acknowledged: true, modifiedCount: 0 });

    const moved = await shop.app.inject({
      method: 'PUT',
      url: url(person),
      headers: person.authorization,
      payload: { ...filledIn, location: '  Chattogram  ', linkdin: 'linkedin.com/in/rahim' },
    });
    expect(moved.json()).toEqual({ acknowledged: true, modifiedCount: 1 });
    expect((await shop.app.inject({ url: url(person), headers: person.authorization })).json()).toMatchObject({
      location: 'Chattogram',
      linkdin: 'linkedin.com/in/rahim',
    });
  });

  it('takes a phone number typed in Bengali digits and keeps it in Latin ones', async () => {
    const saved = await shop.app.inject({
      method: 'PUT',
      url: url(other),
      headers: other.authorization,
      payload: { ...filledIn, phone: '+৮৮০ ১৭১১-২২৩৩৪৪' },
    });
    expect(saved.statusCode).toBe(200);
    expect((await shop.app.inject({ url: url(other), headers: other.authorization })).json()).toMatchObject({
      phone: '+880 1711-223344',
    });
  });

  it('refuses every field that is missing, malformed or too long, and changes nothing', async () => {
    const before = (await shop.app.inject({ url: url(person), headers: person.authorization })).json();
    const cases: [Record<string, unknown>, string][] = [
      [{ education: '' }, 'Education is required'],
      [{ education: 'x'.repeat(121) }, 'Education is too long'],
      [{ location: '   ' }, 'Location is required'],
      [{ location: 'Dhaka\u0000' }, 'Please remove the invisible control characters from the text'],
      [{ education: 'BSc\u0007' }, 'Please remove the invisible control characters from the text'],
      [
        { linkdin: 'https://www.linkedin.com/in/rahim\u0000' },
        'Input a LinkedIn profile link, like https://www.linkedin.com/in/your-name',
      ],
      [{ phone: '' }, 'Phone is required'],
      [{ phone: 'abc-def' }, 'Input a valid phone number'],
      [{ linkdin: '' }, 'LinkedIn profile is required'],
      [
        { linkdin: 'https://example.com/in/rahim' },
        'Input a LinkedIn profile link, like https://www.linkedin.com/in/your-name',
      ],
      [
        { linkdin: 'javascript:alert(1)//linkedin.com/in/x' },
        'Input a LinkedIn profile link, like https://www.linkedin.com/in/your-name',
      ],
      [{ linkdin: `https://www.linkedin.com/in/${'a'.repeat(200)}` }, 'LinkedIn link is too long'],
    ];
    for (const [change, message] of cases) {
      const response = await shop.app.inject({
        method: 'PUT',
        url: url(person),
        headers: person.authorization,
        payload: { ...filledIn, ...change },
      });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json()).toEqual({ message });
    }
    const missing = await shop.app.inject({
      method: 'PUT',
      url: url(person),
      headers: person.authorization,
      payload: { education: 'x' },
    });
    expect(missing.statusCode).toBe(400);
    expect((await shop.app.inject({ url: url(person), headers: person.authorization })).json()).toEqual(before);
  });

  it("answers 'No user is logged in' (401) without a token", async () => {
    const update = await shop.app.inject({ method: 'PUT', url: url(person), payload: filledIn });
    expect(update.statusCode).toBe(401);
    expect(update.json()).toEqual({ message: 'No user is logged in' });
    expect((await shop.app.inject({ url: url(person) })).statusCode).toBe(401);
  });

  it("keeps other people's profiles private: 403 to read or change; admins may read only", async () => {
    expect((await shop.app.inject({ url: url(person), headers: other.authorization })).statusCode).toBe(403);
    const change = await shop.app.inject({
      method: 'PUT',
      url: url(person),
      headers: other.authorization,
      payload: { ...filledIn, education: 'Hacked' },
    });
    expect(change.statusCode).toBe(403);
    const asAdmin = await shop.app.inject({ url: url(person), headers: admin.authorization });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json()).toMatchObject({ email: person.email, customerName: 'Rahim Uddin' });
    const adminChange = await shop.app.inject({
      method: 'PUT',
      url: url(person),
      headers: admin.authorization,
      payload: { ...filledIn, education: 'Hacked' },
    });
    expect(adminChange.statusCode).toBe(403);
    expect((await shop.app.inject({ url: url(person), headers: person.authorization })).json()).not.toMatchObject({
      education: 'Hacked',
    });
    const unknown = await shop.app.inject({ url: '/api/profile/nobody%40example.com', headers: admin.authorization });
    expect(unknown.statusCode).toBe(404);
  });

  it('matches the e-mail in the address regardless of letter case', async () => {
    const shouted = `/api/profile/${encodeURIComponent(person.email.toUpperCase())}`;
    expect((await shop.app.inject({ url: shouted, headers: person.authorization })).statusCode).toBe(200);
  });
});
