import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { BANGLADESH_DISTRICTS } from '@tools-bd/contract/messages';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { FormField } from '../../../components/FormField.tsx';
import { useTexts } from '../../../lib/i18n/index.ts';
import { deliveryTexts } from '../../orders/index.ts';
import { useApplyForCompany, useMyCompany } from '../api.ts';
import { companyTexts } from '../texts.ts';

/** On My Profile: the application form for a trade account, or where the application stands. */
export function ApplyForTradeAccount() {
  const t = useTexts(companyTexts);
  const { districtName } = useTexts(deliveryTexts);
  const company = useMyCompany();
  const apply = useApplyForCompany();
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState({ name: '', bin: '', phone: '', address: '', district: '', tradeLicense: '' });
  if (company.isPending) return null;
  if (company.data)
    return (
      <section className="card mt-6 space-y-2 p-5" aria-labelledby="trade-account-heading">
        <h2 id="trade-account-heading" className="text-lg font-bold">
          {company.data.name}
        </h2>
        <p>{t.applied(t.statusLabels[company.data.status])}</p>
        <Link to="/dashboard/company" className="font-semibold text-brand-800 underline">
          {t.openCompany}
        </Link>
      </section>
    );
  const field = (key: keyof typeof form) => ({
    value: form[key],
    onChange: (event: { target: { value: string } }) => setForm({ ...form, [key]: event.target.value }),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    apply.mutate({
      name: form.name,
      phone: form.phone,
      address: form.address,
      district: form.district,
      ...(form.bin ? { bin: form.bin } : {}),
      ...(form.tradeLicense ? { tradeLicense: form.tradeLicense } : {}),
    });
  };
  return (
    <section className="card mt-6 space-y-4 p-5" aria-labelledby="trade-account-heading">
      <h2 id="trade-account-heading" className="text-lg font-bold">
        {t.applyHeading}
      </h2>
      <p className="text-sm text-slate-600">{t.applyIntro}</p>
      {open ? null : (
        <Button variant="outline" onClick={() => setOpen(true)}>
          {t.applyHeading}
        </Button>
      )}
      {open ? (
        <form onSubmit={onSubmit} noValidate className="grid gap-3 sm:grid-cols-2">
          <FormField label={t.companyName} {...field('name')} />
          <FormField label={t.bin} inputMode="numeric" {...field('bin')} />
          <FormField label={t.phone} type="tel" {...field('phone')} />
          <FormField label={t.address} {...field('address')} />
          <div>
            <label htmlFor="company-district" className="field-label">
              {t.district}
            </label>
            <select id="company-district" className="field-input" {...field('district')}>
              <option value="">{t.chooseDistrict}</option>
              {BANGLADESH_DISTRICTS.map((district) => (
                <option key={district} value={district}>
                  {districtName(district)}
                </option>
              ))}
            </select>
          </div>
          <FormField label={t.tradeLicense} {...field('tradeLicense')} />
          {apply.error ? (
            <Alert tone="error" className="sm:col-span-2">
              {apply.error.message}
            </Alert>
          ) : null}
          <div className="sm:col-span-2">
            <Button type="submit" loading={apply.isPending}>
              {t.apply}
            </Button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
