import type { ReactNode } from 'react';
import { useCan, useMe } from '@/lib/current-user';
import { NoPermissionState } from '@/ui/no-permission';
import { LoadingState } from '@/ui/query-state';
import type { RouteMeta } from '../route-meta';

/**
 * A console screen opened (by URL, a bookmark, a stale tab) without the permission its route
 * needs shows the one no-permission state instead of its buttons and a stack of refused loads.
 * It follows /me, which follows the server (lib/current-user.ts): a grant opens the screen in
 * place, a revocation closes it. The server refuses anyway; this spares the screen its 403s.
 */
export function PermissionGate({ meta, children }: { meta: RouteMeta; children: ReactNode }) {
  const me = useMe();
  const can = useCan();
  if (!meta.permission) return children;
  // Not known yet: wait rather than flash the screen's actions. Unknown for good (offline, no
  // cached /me): let the screen show what it has; its own loads say why they failed.
  if (me.isPending) return <LoadingState minHeight={240} />;
  if (me.data && !can(meta.permission)) return <NoPermissionState />;
  return children;
}
