import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageOnly } from '@/contracts/envelope';
import type { CompanyCreateBody, CompanyUpdateBody, FromCompanyBody } from '@/contracts/leads';
import { api, schemaFrom } from '@/lib/api';
import { useSubmitMutation } from '@/lib/submit-guard';
import type { LeadQueryParams } from '../model/lead-search';
import { leadKeys } from './query-keys';

const contracts = () => import('@/contracts/leads');

/** GET /api/companies (page, size, industryId, status, name, province): one page, newest first. */
export const getCompanies = async (params: LeadQueryParams) =>
  (await api.get('companies', schemaFrom(contracts, 'companyPageResponse'), { searchParams: params })).data;
export const companiesQueryOptions = (params: LeadQueryParams) =>
  queryOptions({
    queryKey: leadKeys.companyPage(params),
    queryFn: () => getCompanies(params),
    placeholderData: keepPreviousData,
  });
export const useCompanies = (params: LeadQueryParams) => useQuery(companiesQueryOptions(params));

/** GET /api/companies/provinces: the provinces the companies name (§2: the list comes from the data). */
export const getCompanyProvinces = async () =>
  (await api.get('companies/provinces', schemaFrom(contracts, 'provincesResponse'))).data;
export const useCompanyProvinces = () =>
  useQuery({ queryKey: leadKeys.companyProvinces(), queryFn: getCompanyProvinces, staleTime: 60_000 });

export type SaveCompany = { companyId: null; body: CompanyCreateBody } | { companyId: string; body: CompanyUpdateBody };
export const saveCompany = async (save: SaveCompany) => {
  const schema = schemaFrom(contracts, 'companyResponse');
  return save.companyId === null
    ? api.post('companies', schema, { json: save.body })
    : api.put(`companies/${encodeURIComponent(save.companyId)}`, schema, { json: save.body });
};
export const deleteCompany = async (companyId: string) =>
  api.delete(`companies/${encodeURIComponent(companyId)}`, messageOnly);

/** POST /api/khach-hang-tiem-nang/from-company: the company becomes a potential customer. */
export const companyToCustomer = async (body: FromCompanyBody) =>
  api.post('khach-hang-tiem-nang/from-company', schemaFrom(contracts, 'customerResponse'), { json: body });

export function useSaveCompany() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: saveCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadKeys.companies }),
  });
}

export function useDeleteCompany() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: deleteCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadKeys.companies }),
  });
}

export function useCompanyToCustomer() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: companyToCustomer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadKeys.customers }),
  });
}
