/**
 * One fresh position for a report (SOS, clock in/out): high accuracy, timeout 12 s, maximumAge 0 —
 * the phone must measure now, never hand back a cached fix. A report gets coordinates only from a
 * fix younger than MAX_FIX_AGE_MS; otherwise the screen says why there are none.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export const LOCATION_TIMEOUT_MS = 12_000;
export const MAX_FIX_AGE_MS = 30_000;

export interface Fix {
  lat: number;
  lng: number;
  /** Metres. */
  accuracy: number;
  /** When the device measured it (epoch ms). */
  timestamp: number;
}

export type LocationResult =
  | { status: 'ok'; fix: Fix }
  /** The user (or the browser) refused the permission. */
  | { status: 'denied' }
  /** No fix in time, no signal, or no geolocation at all. */
  | { status: 'unavailable' };

export type LocationState = { status: 'idle' } | { status: 'locating' } | LocationResult;

export const POSITION_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: LOCATION_TIMEOUT_MS,
  maximumAge: 0,
};

/** Maps the Geolocation API's answer; PERMISSION_DENIED is 1. */
export function resultOfPosition(position: GeolocationPosition): LocationResult {
  return {
    status: 'ok',
    fix: {
      lat: position.coords.latitude,
      lng: position.coords.longitude,
      accuracy: position.coords.accuracy,
      timestamp: position.timestamp,
    },
  };
}
export const resultOfError = (error: Pick<GeolocationPositionError, 'code'>): LocationResult =>
  error.code === 1 ? { status: 'denied' } : { status: 'unavailable' };

/** The fix, if still fresh at `now`; an old fix is never used. */
export function usableFix(state: LocationState, now: number, maxAgeMs = MAX_FIX_AGE_MS): Fix | null {
  if (state.status !== 'ok') return null;
  const age = now - state.fix.timestamp;
  return age <= maxAgeMs ? state.fix : null;
}

/** Age of the fix at `at` (e.g. when the photo was taken), never negative. */
export const fixAgeMs = (fix: Fix, at: number) => Math.max(0, Math.round(at - fix.timestamp));

/** Coordinates as the office reads them: 6 decimals and the accuracy. */
export const describeFix = (fix: Fix) =>
  `${fix.lat.toFixed(6)}, ${fix.lng.toFixed(6)} (±${Math.round(fix.accuracy)} m)`;

export function requestFix(geolocation: Geolocation | undefined = globalThis.navigator?.geolocation) {
  return new Promise<LocationResult>((resolve) => {
    if (!geolocation) {
      resolve({ status: 'unavailable' });
      return;
    }
    // The browser's own timeout does not cover a pending permission prompt: add a guard.
    const guard = setTimeout(() => resolve({ status: 'unavailable' }), LOCATION_TIMEOUT_MS + 1_000);
    geolocation.getCurrentPosition(
      (position) => {
        clearTimeout(guard);
        resolve(resultOfPosition(position));
      },
      (error) => {
        clearTimeout(guard);
        resolve(resultOfError(error));
      },
      POSITION_OPTIONS,
    );
  });
}

/**
 * Starts measuring when `active` turns true. `fresh()` resolves what to attach now: the current fix
 * if still young, the measurement in flight, a new one when the last fix got old, or the failure.
 */
export function useFreshLocation(active: boolean) {
  const [state, setState] = useState<LocationState>({ status: 'idle' });
  const inFlight = useRef<Promise<LocationResult> | null>(null);
  const latest = useRef<LocationState>(state);

  const measure = useCallback(() => {
    if (!inFlight.current) {
      setState({ status: 'locating' });
      latest.current = { status: 'locating' };
      inFlight.current = requestFix().then((result) => {
        inFlight.current = null;
        latest.current = result;
        setState(result);
        return result;
      });
    }
    return inFlight.current;
  }, []);

  useEffect(() => {
    if (active) void measure();
    else {
      setState({ status: 'idle' });
      latest.current = { status: 'idle' };
    }
  }, [active, measure]);

  const fresh = useCallback(async (): Promise<LocationResult> => {
    const now = Date.now();
    const current = latest.current;
    if (current.status === 'ok' && usableFix(current, now)) return current;
    // Denied or not available in time: say so and send no coordinates rather than wait again.
    if (current.status === 'denied' || current.status === 'unavailable') return current;
    return measure();
  }, [measure]);

  return { state, fresh, retry: measure };
}
