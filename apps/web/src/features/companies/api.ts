import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminCompany,
  AdminCompanyRow,
  Company,
  CompanyAddress,
  CompanyAddressInput,
  CompanyApplication,
  CompanyInvitation,
  CompanyInvitationRequest,
  CompanyMember,
  CompanyStatus,
  CompanyUpdate,
  InvitationPreview,
  Order,
} from '@tools-bd/contract';
import { ApiError, apiFetch, apiFetchWithHeaders } from '../../lib/api.ts';

/** What the forms send: the district as typed (the server answers 400 `Choose a district` to anything else). */
type WithTypedDistrict<T> = Omit<T, 'district'> & { district: string };

const companyKey = ['company', 'mine'] as const;
const addressesKey = ['company', 'addresses'] as const;
const companyOrdersKey = ['company', 'orders'] as const;

/** The caller's company, or null without one (the API answers 404). */
export function useMyCompany(enabled = true) {
  return useQuery({
    queryKey: companyKey,
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

function useCompanyMutation<Input, Output>(call: (input: Input) => Promise<Output>, keys: readonly unknown[][] = []) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      await Promise.all(
        [companyKey, ...keys].map((queryKey) => queryClient.invalidateQueries({ queryKey: [...queryKey] })),
      );
    },
  });
}

export const useApplyForCompany = () =>
  useCompanyMutation((body: WithTypedDistrict<CompanyApplication>) =>
    apiFetch<Company>('/companies', { method: 'POST', body }),
  );

export const useUpdateMyCompany = () =>
  useCompanyMutation((body: CompanyUpdate) => apiFetch<Company>('/companies/mine', { method: 'PATCH', body }));

export const useInvite = () =>
  useCompanyMutation((body: CompanyInvitationRequest) =>
    apiFetch<CompanyInvitation>('/companies/mine/invitations', { method: 'POST', body }),
  );

export const useUpdateMember = () =>
  useCompanyMutation(({ userId, ...body }: { userId: string; role?: 'owner' | 'buyer'; orderLimit?: number | null }) =>
    apiFetch<CompanyMember>(`/companies/mine/members/${userId}`, { method: 'PATCH', body }),
  );

export const useRemoveMember = () =>
  useCompanyMutation((userId: string) =>
    apiFetch<CompanyMember[]>(`/companies/mine/members/${userId}`, { method: 'DELETE' }),
  );

/** The company's saved delivery addresses (checkout offers them); empty without a company. */
export function useCompanyAddresses(enabled = true) {
  return useQuery({
    queryKey: addressesKey,
    queryFn: async ({ signal }) => {
      try {
        return await apiFetch<CompanyAddress[]>('/companies/mine/addresses', { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return [];
        throw error;
      }
    },
    enabled,
  });
}

export const useAddAddress = () =>
  useCompanyMutation(
    (body: WithTypedDistrict<CompanyAddressInput>) =>
      apiFetch<CompanyAddress>('/companies/mine/addresses', { method: 'POST', body }),
    [[...addressesKey]],
  );

export const useRemoveAddress = () =>
  useCompanyMutation(
    (id: string) => apiFetch<CompanyAddress[]>(`/companies/mine/addresses/${id}`, { method: 'DELETE' }),
    [[...addressesKey]],
  );

/** Every order of the company, newest first (owners). */
export function useCompanyOrders(enabled: boolean) {
  return useQuery({
    queryKey: companyOrdersKey,
    queryFn: ({ signal }) => apiFetch<Order[]>('/orders?scope=company', { signal }),
    enabled,
  });
}

export const useDecideOrder = () =>
  useCompanyMutation(
    ({ id, decision, note }: { id: string; decision: 'approve' | 'decline'; note?: string }) =>
      apiFetch<Order>(`/orders/${id}/${decision}`, {
        method: 'POST',
        ...(decision === 'decline' ? { body: note ? { note } : {} } : {}),
      }),
    [[...companyOrdersKey]],
  );

/** GET /api/invitations/{token}: the invitation the link names (404 unknown, 410 used or expired). */
export function useInvitation(token: string) {
  return useQuery({
    queryKey: ['invitation', token],
    queryFn: ({ signal }) => apiFetch<InvitationPreview>(`/invitations/${encodeURIComponent(token)}`, { signal }),
    retry: false,
  });
}

/** POST /api/invitations/{token}/accept: the signed-in person joins; answers the company. */
export const useAcceptInvitation = () =>
  useCompanyMutation((token: string) =>
    apiFetch<Company>(`/invitations/${encodeURIComponent(token)}/accept`, { method: 'POST' }),
  );

// The admins' companies screen.

export function useAdminCompanies(status: CompanyStatus | '') {
  return useQuery({
    queryKey: ['admin', 'companies', status],
    queryFn: async ({ signal }) => {
      const { data, headers } = await apiFetchWithHeaders<AdminCompanyRow[]>(
        `/admin/companies?limit=100${status ? `&status=${status}` : ''}`,
        { signal },
      );
      return { rows: data, total: Number(headers.get('x-total-count') ?? data.length) };
    },
  });
}

export interface PriceListSummary {
  _id: string;
  name: string;
  discountPercent: number;
}

export function usePriceLists() {
  return useQuery({
    queryKey: ['admin', 'price-lists'],
    queryFn: ({ signal }) => apiFetch<PriceListSummary[]>('/admin/price-lists', { signal }),
  });
}

export function useAdminUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      ...body
    }: {
      id: string;
      status?: 'approved' | 'rejected' | 'suspended';
      priceListId?: string | null;
    }) => apiFetch<AdminCompany>(`/admin/companies/${id}`, { method: 'PATCH', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'companies'] }),
  });
}
