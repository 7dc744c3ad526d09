import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChecklistItem } from '@/contracts/fleet';
import { api, schemaFrom } from '@/lib/api';
import { driverKeys } from './query-keys';

const fleetContracts = () => import('@/contracts/fleet-answers');

/** Items without a position come last (spec 003 §5: ordered as 999). */
const NO_POSITION = 999;

export const sortChecklistItems = (items: readonly ChecklistItem[]): ChecklistItem[] =>
  [...items].sort((a, b) => (a.viTri ?? NO_POSITION) - (b.viTri ?? NO_POSITION) || a.id - b.id);

/** GET /api/checklist/hang-muc-cho-xe?xeId= : the vehicle type's checklist package, in viTri order. */
export const getChecklistItems = async (xeId: number): Promise<ChecklistItem[]> =>
  sortChecklistItems(
    (
      await api.get('checklist/hang-muc-cho-xe', schemaFrom(fleetContracts, 'checklistItemsResponse'), {
        searchParams: { xeId },
      })
    ).data,
  );

export const checklistItemsQueryOptions = (xeId: number) =>
  queryOptions({
    queryKey: driverKeys.checklistItems(xeId),
    queryFn: () => getChecklistItems(xeId),
    staleTime: 10 * 60_000,
  });

export const useChecklistItems = (xeId: number | undefined) =>
  useQuery({ ...checklistItemsQueryOptions(xeId ?? 0), enabled: xeId !== undefined });
