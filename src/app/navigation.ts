import type { Viewer } from '@/lib/current-user';
import type { NavIcon, RouteMeta, SidebarKind } from './route-meta';

export type { Viewer };

/**
 * A screen offered to the user: no permission asked or one they hold, and the drivers' screens
 * to drivers only. Everything is offered when the viewer is not known (tests, the route table).
 */
const allowed = (meta: RouteMeta, viewer: Viewer | undefined) =>
  !viewer || ((!meta.permission || viewer.can(meta.permission)) && (!meta.driversOnly || viewer.driver));

/** A registered route with its meta (use-registered-routes.ts reads it from the router once). */
export interface RouteLike {
  fullPath: string;
  meta?: RouteMeta;
}

export interface SidebarItem {
  to: string;
  label: string;
  icon?: NavIcon;
  order: number;
}

export interface SidebarGroup {
  label: string;
  items: SidebarItem[];
}

export interface ScreenCard {
  to: string;
  title: string;
  description?: string;
  icon?: NavIcon;
}

/** Trailing slashes differ between router versions for index routes; compare without them. */
const normalizePath = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path) || '/';

const isStaticPath = (path: string) => !path.includes('$');

/** The links of one sidebar, grouped and ordered, from the registered routes' meta. */
export function buildSidebar(routes: readonly RouteLike[], which: SidebarKind, viewer?: Viewer): SidebarGroup[] {
  const seen = new Set<string>();
  const groups = new Map<string, SidebarItem[]>();
  for (const route of routes) {
    const meta = route.meta;
    const nav = meta?.nav;
    if (!meta || !nav || !allowed(meta, viewer)) continue;
    const listedIn = nav.sidebars ?? (meta.sidebar === 'none' ? [] : [meta.sidebar]);
    const to = normalizePath(route.fullPath);
    if (!listedIn.includes(which) || !isStaticPath(to) || seen.has(to)) continue;
    seen.add(to);
    const items = groups.get(nav.group) ?? [];
    items.push({ to, label: nav.label, icon: nav.icon, order: nav.order });
    groups.set(nav.group, items);
  }
  return [...groups.entries()]
    .map(([label, items]) => ({
      label,
      items: items.sort((a, b) => a.order - b.order || a.label.localeCompare(b.label, 'vi')),
    }))
    .sort((a, b) => (a.items[0]?.order ?? 0) - (b.items[0]?.order ?? 0));
}

/** Every screen a signed-in user can open directly (for the home page's cards). */
export function listScreens(
  routes: readonly RouteLike[],
  exclude: readonly string[] = ['/', '/login'],
  viewer?: Viewer,
): ScreenCard[] {
  const seen = new Set<string>(exclude);
  const cards: (ScreenCard & { order: number })[] = [];
  for (const route of routes) {
    const meta = route.meta;
    const to = normalizePath(route.fullPath);
    if (!meta || !isStaticPath(to) || seen.has(to)) continue;
    // A driver sub-screen (no header, no sidebar, not in any menu) is reached from /tai-xe only.
    if (!meta.header && meta.sidebar === 'none' && !meta.nav) continue;
    // A page of another area (the transport-admin frames) is reached from that area's sidebar.
    if (meta.sidebar !== 'main' && meta.sidebar !== 'none' && !meta.nav?.sidebars?.includes('main')) continue;
    if (!allowed(meta, viewer)) continue;
    seen.add(to);
    cards.push({
      to,
      title: meta.title,
      description: meta.description,
      icon: meta.nav?.icon,
      order: meta.nav?.order ?? 10_000,
    });
  }
  return cards
    .sort((a, b) => a.order - b.order || a.title.localeCompare(b.title, 'vi'))
    .map(({ order: _order, ...card }) => card);
}

/** Whether a screen is registered (e.g. to show the /quan-ly-thiet-bi link only once it exists). */
export const routeExists = (routes: readonly RouteLike[], path: string) =>
  routes.some((route) => normalizePath(route.fullPath) === normalizePath(path) && route.meta !== undefined);
