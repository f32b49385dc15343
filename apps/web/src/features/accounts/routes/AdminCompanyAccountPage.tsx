import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import {
  ACCOUNT_PAYMENT_METHODS,
  allocate,
  dhakaDay,
  PAYMENT_TERMS,
  type AccountPaymentMethod,
  type PaymentTerm,
} from '@tools-bd/contract/messages';
import type { AdminCompany } from '@tools-bd/contract';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { FormField } from '../../../components/FormField.tsx';
import { typedNumber } from '../../../components/NumberInput.tsx';
import { PageSpinner } from '../../../components/Spinner.tsx';
import { useFormat, useTexts } from '../../../lib/i18n/index.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { useAdminCompany, useOpenInvoices, useRecordPayment, useUpdateTerms } from '../api.ts';
import { StatementView } from '../components/StatementView.tsx';
import { accountTexts } from '../texts.ts';

type Texts = typeof accountTexts.english;

function TermsForm({ company, t }: { company: AdminCompany; t: Texts }) {
  const update = useUpdateTerms(company._id);
  const [terms, setTerms] = useState<PaymentTerm>(company.paymentTerms);
  const [limit, setLimit] = useState(String(company.creditLimit));
  const save = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({ paymentTerms: terms, creditLimit: typedNumber(limit) });
  };
  return (
    <form className="card grid items-end gap-3 p-5 sm:grid-cols-3" onSubmit={save} noValidate aria-label={t.terms}>
      <div>
        <label htmlFor="account-terms" className="field-label">
          {t.terms}
        </label>
        <select
          id="account-terms"
          className="field-input"
          value={terms}
          onChange={(event) => setTerms(event.target.value as PaymentTerm)}
        >
          {PAYMENT_TERMS.map((term) => (
            <option key={term} value={term}>
              {t.termNames[term]}
            </option>
          ))}
        </select>
      </div>
      <FormField
        label={t.creditLimit}
        type="number"
        min={0}
        step="0.01"
        inputMode="decimal"
        value={limit}
        onChange={(event) => setLimit(event.target.value)}
      />
      <Button type="submit" loading={update.isPending}>
        {t.save}
      </Button>
      {update.error ? <Alert tone="error">{update.error.message}</Alert> : null}
      {update.isSuccess ? <p role="status">{t.saved}</p> : null}
    </form>
  );
}

/** Record payment: the amount, how it came, and how it will be allocated (the contract's rule) before saving. */
function RecordPayment({ companyId, t }: { companyId: string; t: Texts }) {
  const format = useFormat();
  const open = useOpenInvoices(companyId);
  const record = useRecordPayment(companyId);
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<AccountPaymentMethod>('bank_transfer');
  const [reference, setReference] = useState('');
  const [receivedOn, setReceivedOn] = useState(() => dhakaDay(new Date()));
  const amountCents = Math.round(typedNumber(amount) * 100);
  const preview =
    open.data && amountCents > 0
      ? allocate(
          open.data.invoices.map((invoice) => ({
            orderId: invoice.orderId,
            invoiceNumber: invoice.invoiceNumber,
            dueDate: invoice.dueDate,
            openCents: Math.round(invoice.open * 100),
          })),
          amountCents,
        )
      : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Noon in Dhaka of the chosen day; today's is now (receivedAt may not be in the future).
    const today = dhakaDay(new Date());
    const receivedAt = receivedOn === today ? undefined : `${receivedOn}T12:00:00+06:00`;
    record.mutate(
      { amount: typedNumber(amount), method, reference, ...(receivedAt ? { receivedAt } : {}) },
      { onSuccess: () => setAmount('') },
    );
  };
  return (
    <section className="card space-y-3 p-5" aria-labelledby="record-payment-heading">
      <h2 id="record-payment-heading" className="text-lg font-bold">
        {t.recordPayment}
      </h2>
      <form className="grid items-end gap-3 sm:grid-cols-2" onSubmit={submit} noValidate>
        <FormField
          label={t.amount}
          type="number"
          min={0}
          step="0.01"
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
        />
        <div>
          <label htmlFor="payment-method" className="field-label">
            {t.method}
          </label>
          <select
            id="payment-method"
            className="field-input"
            value={method}
            onChange={(event) => setMethod(event.target.value as AccountPaymentMethod)}
          >
            {ACCOUNT_PAYMENT_METHODS.map((entry) => (
              <option key={entry} value={entry}>
                {t.methods[entry]}
              </option>
            ))}
          </select>
        </div>
        <FormField label={t.reference} value={reference} onChange={(event) => setReference(event.target.value)} />
        <FormField
          label={t.receivedAt}
          type="date"
          value={receivedOn}
          onChange={(event) => setReceivedOn(event.target.value)}
        />
        {preview ? (
          <div className="sm:col-span-2" aria-live="polite">
            <h3 className="font-semibold">{t.allocationPreview}</h3>
            {preview.allocations.length > 0 ? (
              <table className="mt-1 w-full text-sm" data-testid="allocation-preview">
                <thead>
                  <tr className="border-b text-left">
                    <th scope="col" className="py-1 pr-3">
                      {t.invoice}
                    </th>
                    <th scope="col" className="py-1 pr-3">
                      {t.dueDate}
                    </th>
                    <th scope="col" className="py-1 pr-3 text-right">
                      {t.open}
                    </th>
                    <th scope="col" className="py-1 text-right">
                      {t.pays}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {preview.allocations.map((allocation) => {
                    const invoice = open.data!.invoices.find((entry) => entry.orderId === allocation.orderId)!;
                    return (
                      <tr key={allocation.orderId} className="border-b">
                        <td className="py-1 pr-3">{allocation.invoiceNumber}</td>
                        <td className="py-1 pr-3">{format.utcDate(`${invoice.dueDate}T00:00:00Z`)}</td>
                        <td className="py-1 pr-3 text-right">{format.price(invoice.open)}</td>
                        <td className="py-1 text-right">{format.price(allocation.amountCents / 100)}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            ) : (
              <p className="text-sm text-slate-600">{t.nothingOpen}</p>
            )}
            {preview.unallocatedCents > 0 ? (
              <p className="text-sm">{t.leftAsCredit(format.price(preview.unallocatedCents / 100))}</p>
            ) : null}
          </div>
        ) : null}
        <Button type="submit" loading={record.isPending} className="sm:col-span-2">
          {t.recordPayment}
        </Button>
      </form>
      {record.error ? <Alert tone="error">{record.error.message}</Alert> : null}
      {record.data ? <p role="status">{t.paymentRecorded(format.price(record.data.amount))}</p> : null}
    </section>
  );
}

/** /dashboard/companies/:id/account (admins): terms and limit, Record payment with its allocation, the statement. */
export default function AdminCompanyAccountPage() {
  const t = useTexts(accountTexts);
  const format = useFormat();
  const { id = '' } = useParams();
  const company = useAdminCompany(id);
  useDocumentTitle(company.data ? t.adminAccountHeading(company.data.name) : t.accountHeading);
  if (company.isPending) return <PageSpinner label={t.accountHeading} />;
  if (company.error) return <Alert tone="error">{company.error.message}</Alert>;
  return (
    <div className="space-y-6">
      <Link to="/dashboard/companies" className="text-sm font-semibold underline">
        {t.backToCompanies}
      </Link>
      <h1 className="text-2xl font-bold">{t.adminAccountHeading(company.data.name)}</h1>
      <dl className="grid gap-1 text-sm sm:grid-cols-[12rem_1fr]" data-testid="account-figures">
        <dt className="font-semibold">{t.balance}</dt>
        <dd>{format.price(company.data.balance)}</dd>
        <dt className="font-semibold">{t.available}</dt>
        <dd>{format.price(company.data.available)}</dd>
      </dl>
      <TermsForm company={company.data} t={t} />
      <RecordPayment companyId={id} t={t} />
      <StatementView companyId={id} />
    </div>
  );
}
