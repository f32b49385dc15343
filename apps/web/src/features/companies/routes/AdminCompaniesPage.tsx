import { useState } from 'react';
import { Link } from 'react-router';
import { COMPANY_STATUSES, type CompanyStatus } from '@tools-bd/contract/messages';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { PageSpinner } from '../../../components/Spinner.tsx';
import { useTexts } from '../../../lib/i18n/index.ts';
import { deliveryTexts } from '../../orders/index.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { useAdminCompanies, useAdminUpdateCompany, usePriceLists } from '../api.ts';
import { companyTexts } from '../texts.ts';
import { accountTexts } from '../../accounts/index.ts';

/** /dashboard/companies (admins): companies by status; approve, reject or suspend; assign a price list. */
export default function AdminCompaniesPage() {
  const t = useTexts(companyTexts);
  const { districtName } = useTexts(deliveryTexts);
  const accountWords = useTexts(accountTexts);
  useDocumentTitle(t.adminHeading);
  const [status, setStatus] = useState<CompanyStatus | ''>('pending');
  const companies = useAdminCompanies(status);
  const priceLists = usePriceLists();
  const update = useAdminUpdateCompany();
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">{t.adminHeading}</h1>
      <div className="flex items-center gap-2">
        <label htmlFor="company-status-filter" className="field-label mb-0">
          {t.filterStatus}
        </label>
        <select
          id="company-status-filter"
          className="field-input w-48"
          value={status}
          onChange={(event) => setStatus(event.target.value as CompanyStatus | '')}
        >
          <option value="">{t.allStatuses}</option>
          {COMPANY_STATUSES.map((option) => (
            <option key={option} value={option}>
              {t.statusLabels[option]}
            </option>
          ))}
        </select>
      </div>
      {update.error ? <Alert tone="error">{update.error.message}</Alert> : null}
      {companies.isPending ? (
        <PageSpinner label={t.adminHeading} />
      ) : companies.error ? (
        <Alert tone="error">{companies.error.message}</Alert>
      ) : companies.data.rows.length === 0 ? (
        <p className="text-slate-600">{t.noCompanies}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b">
                <th className="py-2 pr-3">{t.companyName}</th>
                <th className="py-2 pr-3">{t.status}</th>
                <th className="py-2 pr-3">{t.membersCount}</th>
                <th className="py-2 pr-3">{t.priceList}</th>
                <th className="py-2" />
              </tr>
            </thead>
            <tbody>
              {companies.data.rows.map((company) => (
                <tr key={company._id} className="border-b align-top">
                  <td className="py-2 pr-3">
                    <strong>{company.name}</strong>
                    <div className="text-slate-600">
                      {t.binOf(company.bin ?? '—')} · {districtName(company.district)} · {company.phone}
                    </div>
                  </td>
                  <td className="py-2 pr-3">{t.statusLabels[company.status]}</td>
                  <td className="py-2 pr-3">{company.memberCount}</td>
                  <td className="py-2 pr-3">
                    <select
                      aria-label={`${t.priceList}: ${company.name}`}
                      className="field-input"
                      value={company.priceListId ?? ''}
                      onChange={(event) => update.mutate({ id: company._id, priceListId: event.target.value || null })}
                    >
                      <option value="">{t.noPriceList}</option>
                      {(priceLists.data ?? []).map((list) => (
                        <option key={list._id} value={list._id}>
                          {list.name}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td className="py-2">
                    <div className="flex flex-wrap gap-2">
                      <Link
                        to={`/dashboard/companies/${company._id}/account`}
                        className="self-center text-sm font-semibold underline"
                        aria-label={`${accountWords.account}: ${company.name}`}
                      >
                        {accountWords.account}
                      </Link>
                      {company.status !== 'approved' ? (
                        <Button size="sm" onClick={() => update.mutate({ id: company._id, status: 'approved' })}>
                          {t.approveCompany}
                        </Button>
                      ) : null}
                      {company.status === 'pending' ? (
                        <Button
                          size="sm"
                          variant="secondary"
                          onClick={() => update.mutate({ id: company._id, status: 'rejected' })}
                        >
                          {t.rejectCompany}
                        </Button>
                      ) : null}
                      {company.status === 'approved' ? (
                        <Button
                          size="sm"
                          variant="secondary"
                          onClick={() => update.mutate({ id: company._id, status: 'suspended' })}
                        >
                          {t.suspendCompany}
                        </Button>
                      ) : null}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
