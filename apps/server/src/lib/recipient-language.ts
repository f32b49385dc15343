/**
 * The language a message to a person is written in: the language the person saved, else the
 * shop's `defaultLanguage` setting; never the language of the request that happened to cause the
 * message. Read with the executor the message is queued with, so a mail queued in a transaction
 * sees what that transaction sees.
 */
import { sql } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_LOCALES, type Language } from '@tools-bd/contract';
import { selectRows, type Database } from '../db/client.ts';
import { shopSettings, users } from '../db/schema.ts';

/** Whom a message goes to: an account by id, or an address that may belong to one (an invitation). */
export type Recipient = { userId: string | null } | { email: string };

export async function recipientLanguage(executor: Pick<Database, 'execute'>, recipient: Recipient): Promise<Language> {
  const person =
    'email' in recipient
      ? sql`(select ${users.language} from ${users} where ${users.email} = ${recipient.email.toLowerCase()})`
      : recipient.userId === null
        ? sql`null::text`
        : sql`(select ${users.language} from ${users} where ${users.id} = ${recipient.userId})`;
  const [row] = await selectRows<{ language: string | null }>(
    executor as Database,
    sql`select coalesce(${person}, (select ${shopSettings.defaultLanguage} from ${shopSettings} limit 1)) as language`,
  );
  return isLanguage(row?.language) ? row.language : DEFAULT_LANGUAGE;
}

const amountFormats = new Map<Language, Intl.NumberFormat>();

/** An amount in major units with two decimals, grouped as the language groups (`1,234.50`, `১,২৩৪.৫০`), without a currency sign. */
export function formatMailAmount(amount: number, language: Language): string {
  let format = amountFormats.get(language);
  if (!format)
    amountFormats.set(
      language,
      (format = new Intl.NumberFormat(LANGUAGE_LOCALES[language], {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      })),
    );
  return format.format(amount);
}

const countFormat = new Intl.NumberFormat(LANGUAGE_LOCALES.bn, { useGrouping: false });

/** A count as the language writes it: Bengali digits in Bangla, the bare number in English (`1000`, as the shop always printed it). */
export const formatCount = (value: number, language: Language): string =>
  language === 'bn' ? countFormat.format(value) : String(value);
