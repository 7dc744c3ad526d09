import type { AutomationKind } from '@/contracts/automation';

/** Keys of the automation area; a relay invalidates `deliveries` so the logs refresh. */
export const automationKeys = {
  all: ['automation'] as const,
  settings: () => [...automationKeys.all, 'settings'] as const,
  deliveries: () => [...automationKeys.all, 'deliveries'] as const,
  deliveryList: (params: { kind?: AutomationKind; page: number; size: number; everyone?: boolean }) =>
    [...automationKeys.deliveries(), 'list', params] as const,
  delivery: (id: number) => [...automationKeys.deliveries(), 'one', id] as const,
  industries: () => ['industries', 'all'] as const,
  sessionToken: () => [...automationKeys.all, 'session-token'] as const,
};
