import { INDUSTRY_OPTIONS_KEY } from '@/lib/industry-options';
import type { LeadQueryParams } from '../model/lead-search';

type Paging = { page: number; size: number };

/** Keys of the sales leads; a save or delete invalidates its area's `all` (lists, pickers, provinces). */
export const leadKeys = {
  industries: ['leads', 'industries'] as const,
  industryPage: (params: Paging) => [...leadKeys.industries, 'page', params] as const,
  industryOptions: () => INDUSTRY_OPTIONS_KEY,
  companies: ['leads', 'companies'] as const,
  companyPage: (params: LeadQueryParams) => [...leadKeys.companies, 'page', params] as const,
  companyProvinces: () => [...leadKeys.companies, 'provinces'] as const,
  customers: ['leads', 'customers'] as const,
  customerPage: (params: LeadQueryParams) => [...leadKeys.customers, 'page', params] as const,
};
