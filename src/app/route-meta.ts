/**
 * Route meta: what each screen tells the shell (spec 000 §2: every route sets header and sidebar
 * flags). A route file names its entry with `staticData: metaFor('/path')`; the entries themselves
 * live in route-meta-table.ts, which only the signed-in shell loads — the route tree is in the
 * first load of every page (the login form's too), and it should not grow with every screen's
 * titles, menus and descriptions. The sidebars, home cards and user menu are derived from the
 * routes actually registered (navigation.ts), so a link appears only once its screen exists.
 */

import type { PermissionCode } from '@/contracts/permissions';
import type { routeMeta } from './route-meta-table';

export type SidebarKind = 'main' | 'article' | 'transport-admin';

import type { NavIcon } from '@/ui/nav-icons';

export type { NavIcon };

export interface NavMeta {
  label: string;
  /** Sidebar section heading. */
  group: string;
  icon?: NavIcon;
  /** Position in the sidebar; groups are ordered by their smallest item. */
  order: number;
  /** Sidebars that list this route; defaults to the sidebar the route itself shows. */
  sidebars?: readonly SidebarKind[];
}

export interface RouteMeta {
  /** Header title and document title. */
  title: string;
  /** Whether the console header shows on this route. */
  header: boolean;
  /** Which sidebar shows on this route. */
  sidebar: SidebarKind | 'none';
  /** One line for the home page's card. */
  description?: string;
  /** Present when the route is listed in a sidebar. */
  nav?: NavMeta;
  /**
   * What the screen's list needs (its GET rule's permission): menus and home cards hide the screen
   * from users without it. The server refuses anyway; this only spares a screen of 403s.
   */
  permission?: PermissionCode;
  /** A driver's screen: menus and home cards offer it to drivers only. */
  driversOnly?: boolean;
}

/** Keys of the meta table: full paths. */
export type MetaPath = keyof typeof routeMeta;

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The route's entry in route-meta-table.ts. */
    metaPath?: MetaPath;
  }
}

/** The staticData for a route file: `staticData: metaFor('/tai-xe')`. */
export const metaFor = (path: MetaPath) => ({ metaPath: path });
