import { useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { RouteLike } from '../navigation';

/** The routes registered with the router (the route tree is static, so this never changes). */
export function useRegisteredRoutes(): RouteLike[] {
  const router = useRouter();
  return useMemo(() => Object.values(router.routesById) as RouteLike[], [router]);
}
