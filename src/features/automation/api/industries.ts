/** GET /api/industries/all: the yellow-pages industry select (§7). */
import { useQuery } from '@tanstack/react-query';
import { api, schemaFrom } from '@/lib/api';
import { automationKeys } from './query-keys';

const contracts = () => import('@/contracts/automation');

export const getIndustryOptions = async () =>
  (await api.get('industries/all', schemaFrom(contracts, 'industryOptionsResponse'))).data;

export const useIndustryOptions = () =>
  useQuery({ queryKey: automationKeys.industries(), queryFn: getIndustryOptions, staleTime: 60_000 });
