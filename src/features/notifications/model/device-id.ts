/** The random id of this browser, kept in local storage (spec 000 §3 "Push subscription"). */
export const DEVICE_ID_KEY = 'deviceId';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

export function deviceId(
  storage: Storage | undefined = globalThis.localStorage,
  random: () => string = () => crypto.randomUUID(),
): string {
  const stored = storage?.getItem(DEVICE_ID_KEY);
  if (stored) return stored;
  const id = random();
  try {
    storage?.setItem(DEVICE_ID_KEY, id);
  } catch {
    // Private mode or full storage: the id lives for this page only.
  }
  return id;
}
