import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, schemaFrom } from '@/lib/api';
import { quotationKeys } from './query-keys';

const contracts = () => import('@/contracts/quotations');

/** GET /api/quotations/capabilities: whether a vision model and/or the quote-image webhook can read a photo. */
export const getQuoteCapabilities = async () =>
  (await api.get('quotations/capabilities', schemaFrom(contracts, 'quoteCapabilitiesResponse'))).data;

export const quoteCapabilitiesQueryOptions = () =>
  queryOptions({ queryKey: quotationKeys.capabilities(), queryFn: getQuoteCapabilities, staleTime: 60_000 });

export const useQuoteCapabilities = () => useQuery(quoteCapabilitiesQueryOptions());
