import { useState, type FormEvent } from 'react';
import { BANGLADESH_DISTRICTS, orderStatusLabels, orderNameIn } from '@tools-bd/contract/messages';
import type { Company, CompanyMember, Order } from '@tools-bd/contract';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { FormField } from '../../../components/FormField.tsx';
import { typedNumber } from '../../../components/NumberInput.tsx';
import { PageSpinner } from '../../../components/Spinner.tsx';
import { useFormat, useTexts } from '../../../lib/i18n/index.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { useSession } from '../../identity/index.ts';
import { deliveryTexts } from '../../orders/index.ts';
import {
  useAddAddress,
  useCompanyAddresses,
  useCompanyOrders,
  useDecideOrder,
  useInvite,
  useMyCompany,
  useRemoveAddress,
  useRemoveMember,
  useUpdateMember,
  useUpdateMyCompany,
} from '../api.ts';
import { ApplyForTradeAccount } from '../components/ApplyForTradeAccount.tsx';
import { CompanyAccount } from '../../accounts/index.ts';
import { companyTexts } from '../texts.ts';

type Texts = typeof companyTexts.english;

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section className="card space-y-3 p-5" aria-labelledby={id}>
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Details({ company, isOwner, t }: { company: Company; isOwner: boolean; t: Texts }) {
  const { districtName } = useTexts(deliveryTexts);
  const update = useUpdateMyCompany();
  return (
    <Section id="company-details" title={company.name}>
      <dl className="grid gap-1 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="font-semibold">{t.status}</dt>
        <dd>{t.statusLabels[company.status]}</dd>
        <dt className="font-semibold">{t.binShort}</dt>
        <dd>{company.bin ?? '—'}</dd>
        <dt className="font-semibold">{t.address}</dt>
        <dd>
          {company.address}, {districtName(company.district)}
        </dd>
        <dt className="font-semibold">{t.phone}</dt>
        <dd>{company.phone}</dd>
      </dl>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={company.requirePoNumber}
          disabled={!isOwner || update.isPending}
          onChange={(event) => update.mutate({ requirePoNumber: event.target.checked })}
        />
        {t.requirePoNumber}
      </label>
      {update.error ? <Alert tone="error">{update.error.message}</Alert> : null}
      {isOwner ? null : <p className="text-sm text-slate-600">{t.ownersOnly}</p>}
    </Section>
  );
}

function OrdersTable({
  orders,
  t,
  actions,
}: {
  orders: Order[];
  t: Texts;
  actions?: (order: Order) => React.ReactNode;
}) {
  const format = useFormat();
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead>
          <tr className="border-b">
            <th className="py-2 pr-3">{t.date}</th>
            <th className="py-2 pr-3">{t.placedBy}</th>
            <th className="py-2 pr-3">{t.poNumber}</th>
            <th className="py-2 pr-3 text-right">{t.total}</th>
            <th className="py-2 pr-3">{t.orderStatus}</th>
            {actions ? <th className="py-2" /> : null}
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order._id} className="border-b align-top">
              <td className="py-2 pr-3">
                {format.date(order.createdAt)}
                <div className="text-slate-600">{orderNameIn(order, format.language)}</div>
              </td>
              <td className="py-2 pr-3">{order.placedBy?.name ?? order.customerName}</td>
              <td className="py-2 pr-3">{order.poNumber ?? '—'}</td>
              <td className="py-2 pr-3 text-right">{format.price(order.price)}</td>
              <td className="py-2 pr-3">{orderStatusLabels[order.status]}</td>
              {actions ? <td className="py-2">{actions(order)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Approvals({ orders, t }: { orders: Order[]; t: Texts }) {
  const decide = useDecideOrder();
  const waiting = orders.filter((order) => order.status === 'awaiting_approval');
  return (
    <Section id="company-approvals" title={t.approvals}>
      {waiting.length === 0 ? (
        <p className="text-sm text-slate-600">{t.noApprovals}</p>
      ) : (
        <OrdersTable
          orders={waiting}
          t={t}
          actions={(order) => (
            <div className="flex gap-2">
              <Button size="sm" onClick={() => decide.mutate({ id: order._id, decision: 'approve' })}>
                {t.approve}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => decide.mutate({ id: order._id, decision: 'decline' })}
              >
                {t.decline}
              </Button>
            </div>
          )}
        />
      )}
      {decide.error ? <Alert tone="error">{decide.error.message}</Alert> : null}
    </Section>
  );
}

function MemberRow({ member, isOwner, t }: { member: CompanyMember; isOwner: boolean; t: Texts }) {
  const format = useFormat();
  const update = useUpdateMember();
  const remove = useRemoveMember();
  const [limit, setLimit] = useState(member.orderLimit === null ? '' : String(member.orderLimit));
  return (
    <tr className="border-b align-top">
      <td className="py-2 pr-3">
        {member.name}
        <div className="text-slate-600">{member.email}</div>
      </td>
      <td className="py-2 pr-3">{member.role === 'owner' ? t.owner : t.buyer}</td>
      <td className="py-2 pr-3">
        {isOwner ? (
          <form
            className="flex gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              update.mutate({ userId: member.userId, orderLimit: limit.trim() === '' ? null : typedNumber(limit) });
            }}
          >
            <input
              aria-label={`${t.orderLimit}: ${member.email}`}
              className="field-input w-28"
              inputMode="decimal"
              placeholder={t.noLimit}
              value={limit}
              onChange={(event) => setLimit(event.target.value)}
            />
            <Button size="sm" variant="secondary" type="submit" loading={update.isPending}>
              {t.save}
            </Button>
          </form>
        ) : member.orderLimit === null ? (
          t.noLimit
        ) : (
          format.price(member.orderLimit)
        )}
        {update.error ? <p className="text-sm text-red-700">{update.error.message}</p> : null}
      </td>
      <td className="py-2">
        {isOwner ? (
          <Button size="sm" variant="secondary" onClick={() => remove.mutate(member.userId)}>
            {t.remove}
          </Button>
        ) : null}
        {remove.error ? <p className="text-sm text-red-700">{remove.error.message}</p> : null}
      </td>
    </tr>
  );
}

function Members({ company, isOwner, t }: { company: Company; isOwner: boolean; t: Texts }) {
  const invite = useInvite();
  const [form, setForm] = useState({ email: '', role: 'buyer' as 'owner' | 'buyer', orderLimit: '' });
  const onInvite = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate(
      {
        email: form.email,
        role: form.role,
        ...(form.orderLimit ? { orderLimit: typedNumber(form.orderLimit) } : {}),
      },
      { onSuccess: () => setForm({ email: '', role: 'buyer', orderLimit: '' }) },
    );
  };
  return (
    <Section id="company-members" title={t.members}>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b">
              <th className="py-2 pr-3">{t.name}</th>
              <th className="py-2 pr-3">{t.role}</th>
              <th className="py-2 pr-3">{t.orderLimit}</th>
              <th className="py-2" />
            </tr>
          </thead>
          <tbody>
            {company.members.map((member) => (
              <MemberRow key={member.userId} member={member} isOwner={isOwner} t={t} />
            ))}
          </tbody>
        </table>
      </div>
      {isOwner ? (
        <form onSubmit={onInvite} noValidate className="grid items-end gap-3 sm:grid-cols-4">
          <FormField
            label={t.email}
            type="email"
            value={form.email}
            onChange={(event) => setForm({ ...form, email: event.target.value })}
          />
          <div>
            <label htmlFor="invite-role" className="field-label">
              {t.role}
            </label>
            <select
              id="invite-role"
              className="field-input"
              value={form.role}
              onChange={(event) => setForm({ ...form, role: event.target.value as 'owner' | 'buyer' })}
            >
              <option value="buyer">{t.buyer}</option>
              <option value="owner">{t.owner}</option>
            </select>
          </div>
          <FormField
            label={t.orderLimit}
            inputMode="decimal"
            placeholder={t.noLimit}
            value={form.orderLimit}
            onChange={(event) => setForm({ ...form, orderLimit: event.target.value })}
          />
          <Button type="submit" loading={invite.isPending}>
            {t.invite}
          </Button>
        </form>
      ) : null}
      {invite.isSuccess ? <Alert tone="success">{t.invited(invite.data.email)}</Alert> : null}
      {invite.error ? <Alert tone="error">{invite.error.message}</Alert> : null}
    </Section>
  );
}

function Addresses({ isOwner, t }: { isOwner: boolean; t: Texts }) {
  const { districtName } = useTexts(deliveryTexts);
  const addresses = useCompanyAddresses();
  const add = useAddAddress();
  const remove = useRemoveAddress();
  const empty = { label: '', recipient: '', phone: '', address: '', district: '' };
  const [form, setForm] = useState(empty);
  const field = (key: keyof typeof empty) => ({
    value: form[key],
    onChange: (event: { target: { value: string } }) => setForm({ ...form, [key]: event.target.value }),
  });
  return (
    <Section id="company-addresses" title={t.addresses}>
      {addresses.data?.length ? (
        <ul className="space-y-2 text-sm">
          {addresses.data.map((address) => (
            <li key={address._id} className="flex items-start justify-between gap-3 border-b pb-2">
              <span>
                <strong>{address.label}</strong>: {address.recipient}, {address.phone} — {address.address},{' '}
                {districtName(address.district)}
              </span>
              {isOwner ? (
                <Button size="sm" variant="secondary" onClick={() => remove.mutate(address._id)}>
                  {t.remove}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">{t.noAddresses}</p>
      )}
      {isOwner ? (
        <form
          noValidate
          className="grid items-end gap-3 sm:grid-cols-3"
          onSubmit={(event) => {
            event.preventDefault();
            add.mutate(form, { onSuccess: () => setForm(empty) });
          }}
        >
          <FormField label={t.label} {...field('label')} />
          <FormField label={t.recipient} {...field('recipient')} />
          <FormField label={t.mobile} type="tel" {...field('phone')} />
          <FormField label={t.address} {...field('address')} />
          <div>
            <label htmlFor="address-district" className="field-label">
              {t.district}
            </label>
            <select id="address-district" className="field-input" {...field('district')}>
              <option value="">{t.chooseDistrict}</option>
              {BANGLADESH_DISTRICTS.map((district) => (
                <option key={district} value={district}>
                  {districtName(district)}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" loading={add.isPending}>
            {t.addAddress}
          </Button>
        </form>
      ) : null}
      {add.error ? <Alert tone="error">{add.error.message}</Alert> : null}
    </Section>
  );
}

/** /dashboard/company: the company's details, approvals waiting and orders (owners), members and addresses. */
export default function CompanyPage() {
  const t = useTexts(companyTexts);
  useDocumentTitle(t.companyHeading);
  const { user } = useSession();
  const company = useMyCompany();
  const me = company.data?.members.find((member) => member.email === user?.email);
  const isOwner = me?.role === 'owner' && company.data?.status === 'approved';
  const orders = useCompanyOrders(isOwner);
  if (company.isPending) return <PageSpinner label={t.companyHeading} />;
  if (company.error) return <Alert tone="error">{company.error.message}</Alert>;
  if (!company.data) return <ApplyForTradeAccount />;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">{t.companyHeading}</h1>
      <Details company={company.data} isOwner={isOwner} t={t} />
      {company.data.status === 'approved' ? <CompanyAccount company={company.data} /> : null}
      {isOwner ? <Approvals orders={orders.data ?? []} t={t} /> : null}
      {isOwner ? (
        <Section id="company-orders" title={t.companyOrders}>
          {orders.data?.length ? (
            <OrdersTable orders={orders.data} t={t} />
          ) : (
            <p className="text-sm text-slate-600">{t.noCompanyOrders}</p>
          )}
        </Section>
      ) : null}
      <Members company={company.data} isOwner={isOwner} t={t} />
      <Addresses isOwner={isOwner} t={t} />
    </div>
  );
}
