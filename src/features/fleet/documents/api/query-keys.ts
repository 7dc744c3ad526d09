import type { DocumentListQuery } from '@/contracts/fleet-documents';

export const documentKeys = {
  all: ['fleet', 'documents'] as const,
  list: (params: DocumentListQuery) => [...documentKeys.all, 'list', params] as const,
};
