import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { deletedResponse } from '@/contracts/admin';
import type { Page } from '@/contracts/envelope';
import { api } from '@/lib/api';
import { useSubmitMutation } from '@/lib/submit-guard';
import { adminKeys } from './query-keys';

/** One reference list's API (spec 000 §7): GET/POST on `resource`, PUT/DELETE on `resource/{id}`. */
export type PageSchema<T> = z.ZodType<{ data: Page<T> }>;
export type OneSchema<T> = z.ZodType<{ data: T; message?: string }>;

export const REFERENCE_PAGE_SIZE = 10;

export type ReferenceListParams = { keyword?: string; page: number };

export const getReferencePage = async <T>(resource: string, schema: PageSchema<T>, params: ReferenceListParams) =>
  (
    await api.get(resource, schema, {
      searchParams: {
        page: params.page,
        size: REFERENCE_PAGE_SIZE,
        ...(params.keyword ? { keyword: params.keyword } : {}),
      },
    })
  ).data;

export const useReferencePage = <T>(resource: string, schema: PageSchema<T>, params: ReferenceListParams) =>
  useQuery({
    queryKey: adminKeys.referenceList(resource, params),
    queryFn: () => getReferencePage(resource, schema, params),
    placeholderData: keepPreviousData,
  });

/** Every row of a list for a form's dropdown: page 0 of `size` (spec 000 §7: 1000, permissions 2000). */
export const useLookup = <T>(resource: string, schema: PageSchema<T>, size = 1000, enabled = true) =>
  useQuery({
    queryKey: adminKeys.lookup(resource),
    queryFn: async () => (await api.get(resource, schema, { searchParams: { page: 0, size } })).data.content,
    staleTime: 60_000,
    enabled,
  });

export function useSaveReference<T, B>(resource: string, schema: OneSchema<T>) {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: ({ id, body }: { id: number | null; body: B }) =>
      id === null ? api.post(resource, schema, { json: body }) : api.put(`${resource}/${id}`, schema, { json: body }),
    // Lists of other resources show this one's names (a permission shows its function and action).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export function useDeleteReference(resource: string) {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: (id: number) => api.delete(`${resource}/${id}`, deletedResponse),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
