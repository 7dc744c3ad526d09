/** How a site reads in every select (§2): "name (baseUrl)". */
export const siteLabel = (site: { name: string; baseUrl: string }) => `${site.name} (${site.baseUrl})`;

/** The sites as Select data: value = id as text. */
export const siteOptions = (sites: readonly { id: number; name: string; baseUrl: string }[]) =>
  sites.map((s) => ({ value: String(s.id), label: siteLabel(s) }));
