/** Keys of the automation screens (the delivery log's are in lib/automation-deliveries.ts). */
export const automationKeys = {
  all: ['automation'] as const,
  settings: () => [...automationKeys.all, 'settings'] as const,
  websites: () => [...automationKeys.all, 'websites'] as const,
  sessionToken: () => [...automationKeys.all, 'session-token'] as const,
};
