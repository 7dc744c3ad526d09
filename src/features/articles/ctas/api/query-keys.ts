/** Keys of the CTAs: a saved or deleted CTA invalidates `all` (the CTA table and the writer's CTA select). */
export const ctaKeys = {
  all: ['ctas'] as const,
  page: (params: { page: number; size: number }) => [...ctaKeys.all, 'page', params] as const,
};
