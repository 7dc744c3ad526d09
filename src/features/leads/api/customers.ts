import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageOnly } from '@/contracts/envelope';
import type { CustomerUpdateBody } from '@/contracts/leads';
import { api, schemaFrom } from '@/lib/api';
import { useSubmitMutation } from '@/lib/submit-guard';
import type { LeadQueryParams } from '../model/lead-search';
import { leadKeys } from './query-keys';

const contracts = () => import('@/contracts/leads');

/** GET /api/khach-hang-tiem-nang (page, size 12, industryId, status, name, province). */
export const getCustomers = async (params: LeadQueryParams) =>
  (await api.get('khach-hang-tiem-nang', schemaFrom(contracts, 'customerPageResponse'), { searchParams: params })).data;
export const customersQueryOptions = (params: LeadQueryParams) =>
  queryOptions({
    queryKey: leadKeys.customerPage(params),
    queryFn: () => getCustomers(params),
    placeholderData: keepPreviousData,
  });
export const useCustomers = (params: LeadQueryParams) => useQuery(customersQueryOptions(params));

/** PUT /api/khach-hang-tiem-nang/{maKH} (maKH and companyIdGoc stay). */
export const updateCustomer = async ({ maKH, body }: { maKH: string; body: CustomerUpdateBody }) =>
  api.put(`khach-hang-tiem-nang/${encodeURIComponent(maKH)}`, schemaFrom(contracts, 'customerResponse'), {
    json: body,
  });
/** DELETE /api/khach-hang-tiem-nang/{maKH}: by the customer's own code (one row, never several). */
export const deleteCustomer = async (maKH: string) =>
  api.delete(`khach-hang-tiem-nang/${encodeURIComponent(maKH)}`, messageOnly);

export function useUpdateCustomer() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: updateCustomer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadKeys.customers }),
  });
}

export function useDeleteCustomer() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: deleteCustomer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadKeys.customers }),
  });
}
