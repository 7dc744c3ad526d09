// The current-user query lives in lib/ so every feature can read it; auth re-exports it.
export { getMe, meQueryOptions, useMe } from '@/lib/current-user';
