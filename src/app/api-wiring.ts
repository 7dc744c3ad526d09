/**
 * The composition root hands the shared API client (lib/) what it needs from the offline engine
 * (offline/): lib/ may not import offline/ (offline/ builds on lib/). A dynamic import, so Dexie
 * stays out of the first chunk: it loads with the first authenticated call.
 */
import { provideApiSession } from '@/lib/api-session';

export function wireApiClient() {
  provideApiSession(() => import('@/offline/api-session').then((m) => m.apiSession));
}
