import type { Company } from '@tools-bd/contract';
import { Alert } from '../../../components/Alert.tsx';
import { useFormat, useTexts } from '../../../lib/i18n/index.ts';
import { accountTexts } from '../texts.ts';
import { StatementView } from './StatementView.tsx';
import { PayOnline } from './PayOnline.tsx';

/**
 * The company page's account: terms, limit, balance and available credit (and, while an overdue
 * invoice blocks buying on account, why), and the statement.
 */
export function CompanyAccount({ company }: { company: Company }) {
  const t = useTexts(accountTexts);
  const format = useFormat();
  return (
    <>
      <section className="card space-y-3 p-5" aria-labelledby="account-heading">
        <h2 id="account-heading" className="text-lg font-bold">
          {t.accountHeading}
        </h2>
        <dl className="grid gap-1 text-sm sm:grid-cols-[12rem_1fr]" data-testid="account-figures">
          <dt className="font-semibold">{t.terms}</dt>
          <dd>{t.termNames[company.paymentTerms]}</dd>
          <dt className="font-semibold">{t.creditLimit}</dt>
          <dd>{format.price(company.creditLimit)}</dd>
          <dt className="font-semibold">{t.balance}</dt>
          <dd>{format.price(company.balance)}</dd>
          <dt className="font-semibold">{t.available}</dt>
          <dd>{format.price(company.available)}</dd>
        </dl>
        {company.onAccount.overdueBlocked && company.paymentTerms !== 'prepaid' ? (
          <Alert tone="error">{t.overdueBlocked}</Alert>
        ) : null}
        {company.balance > 0 ? <PayOnline balance={company.balance} /> : null}
      </section>
      <StatementView />
    </>
  );
}
