/**
 * GET /api/industries/all (spec 001 §7): every industry, for the leads' filters and forms and the
 * yellow-pages select. In lib/ because two features read it; its key sits under the leads'
 * industries key, so a save or delete of an industry refreshes every picker.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, schemaFrom } from '@/lib/api';

export const INDUSTRY_OPTIONS_KEY = ['leads', 'industries', 'all'] as const;

const contracts = () => import('@/contracts/leads');

export const getAllIndustries = async () =>
  (await api.get('industries/all', schemaFrom(contracts, 'industryListResponse'))).data;

export const industryOptionsQueryOptions = () =>
  queryOptions({ queryKey: INDUSTRY_OPTIONS_KEY, queryFn: getAllIndustries, staleTime: 60_000 });

export const useIndustryOptions = () => useQuery(industryOptionsQueryOptions());
