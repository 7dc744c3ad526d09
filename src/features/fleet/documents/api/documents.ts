import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageOnly } from '@/contracts/envelope';
import {
  type DocumentListQuery,
  type DocumentRequest,
  documentPageResponse,
  documentResponse,
} from '@/contracts/fleet-documents';
import { api } from '@/lib/api';
import { useSubmitMutation } from '@/lib/submit-guard';
import { documentKeys } from './query-keys';

/** GET /api/giay-to: soonest expiry first (sort ngayHetHan,asc). */
export const getDocuments = async (params: DocumentListQuery) =>
  (
    await api.get('giay-to', documentPageResponse, {
      searchParams: {
        sort: 'ngayHetHan,asc',
        ...(Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== '')) as Record<
          string,
          string | number
        >),
      },
    })
  ).data;
export const documentsQueryOptions = (params: DocumentListQuery) =>
  queryOptions({
    queryKey: documentKeys.list(params),
    queryFn: () => getDocuments(params),
    placeholderData: keepPreviousData,
  });
export const useDocuments = (params: DocumentListQuery) => useQuery(documentsQueryOptions(params));

/** POST /api/giay-to or PUT /api/giay-to/{id}. */
export const saveDocument = ({ id, payload }: { id: number | null; payload: DocumentRequest }) =>
  id === null
    ? api.post('giay-to', documentResponse, { json: payload })
    : api.put(`giay-to/${id}`, documentResponse, { json: payload });

/** DELETE /api/giay-to/{id}. */
export const deleteDocument = (id: number) => api.delete(`giay-to/${id}`, messageOnly);

function useInvalidating<T, R>(fn: (v: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.all }),
  });
}
export const useSaveDocument = () => useInvalidating(saveDocument);
export const useDeleteDocument = () => useInvalidating(deleteDocument);
