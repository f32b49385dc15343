import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AccountPayment,
  AccountPaymentRequest,
  AdminCompany,
  AdminCompanyUpdate,
  Company,
  OpenInvoiceList,
  Receivables,
  Statement,
  StatementQuery,
} from '@tools-bd/contract';
import { ApiError, apiDownload, apiFetch } from '../../lib/api.ts';

/** The same cache entry as the companies feature's company: one request serves both. */
const myCompanyKey = ['company', 'mine'] as const;

/** The caller's company with its terms, limit, balance and available credit; null without one. */
export function useMyAccount(enabled = true) {
  return useQuery({
    queryKey: myCompanyKey,
    queryFn: async ({ signal }) => {
      try {
        return await apiFetch<Company>('/companies/mine', { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    enabled,
  });
}

/** A statement: the caller's company's (`companyId` null) or, for admins, a company's. */
export function useStatement(companyId: string | null, range: StatementQuery) {
  const base = companyId ? `/admin/companies/${companyId}/statement` : '/companies/mine/statement';
  return useQuery({
    queryKey: ['account', 'statement', companyId, range.from, range.to],
    queryFn: ({ signal }) => apiFetch<Statement>(`${base}?from=${range.from}&to=${range.to}`, { signal }),
  });
}

export function downloadStatement(companyId: string | null, range: StatementQuery, kind: 'pdf' | 'csv') {
  const base = companyId ? `/admin/companies/${companyId}/statement` : '/companies/mine/statement';
  return apiDownload(
    `${base}.${kind}?from=${range.from}&to=${range.to}`,
    `statement-${range.from}-to-${range.to}.${kind}`,
  );
}

/** POST /api/companies/mine/pay: SSLCommerz's page for paying the account. */
export const usePayOnline = () =>
  useMutation({
    mutationFn: (amount: number) =>
      apiFetch<{ redirectUrl: string }>('/companies/mine/pay', { method: 'POST', body: { amount } }),
  });

export const downloadReceivables = () => apiDownload('/admin/receivables.csv', 'receivables.csv');

export function useAdminCompany(companyId: string) {
  return useQuery({
    queryKey: ['account', 'company', companyId],
    queryFn: ({ signal }) => apiFetch<AdminCompany>(`/admin/companies/${companyId}`, { signal }),
  });
}

export function useOpenInvoices(companyId: string) {
  return useQuery({
    queryKey: ['account', 'open', companyId],
    queryFn: ({ signal }) => apiFetch<OpenInvoiceList>(`/admin/companies/${companyId}/open-invoices`, { signal }),
  });
}

export function useReceivables() {
  return useQuery({
    queryKey: ['account', 'receivables'],
    queryFn: ({ signal }) => apiFetch<Receivables>('/admin/receivables', { signal }),
  });
}

/** After a change of a company's account, everything that shows it is read again. */
function useAccountMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['account'] }),
        queryClient.invalidateQueries({ queryKey: ['company'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'companies'] }),
      ]);
    },
  });
}

export const useUpdateTerms = (companyId: string) =>
  useAccountMutation((body: Pick<AdminCompanyUpdate, 'paymentTerms' | 'creditLimit'>) =>
    apiFetch<AdminCompany>(`/admin/companies/${companyId}`, { method: 'PATCH', body }),
  );

export const useRecordPayment = (companyId: string) =>
  useAccountMutation((body: AccountPaymentRequest) =>
    apiFetch<AccountPayment>(`/admin/companies/${companyId}/payments`, { method: 'POST', body }),
  );
