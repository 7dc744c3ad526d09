/** A site's name for a table cell: its name when known, else "Site #id" (the dashboards' wording, §2), or "—". */
export function siteName(sites: readonly { id: number; name: string }[] | undefined, siteId: number | null): string {
  if (siteId === null) return '—';
  return sites?.find((s) => s.id === siteId)?.name ?? `Site #${siteId}`;
}
