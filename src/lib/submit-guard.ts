/**
 * One submit guard for every console form and confirmation (issue 13: a double click on 'Thêm'
 * sent two POSTs — one record and a false "already exists" error). A button's `loading` follows
 * the mutation's `isPending`, which turns true only at the next render: two clicks, or Enter
 * pressed twice, inside that frame both reached `mutate`. The gate closes synchronously on the
 * first call and opens when that call settles; calls in between join it instead of sending.
 */
import { type DefaultError, type UseMutationOptions, type UseMutationResult, useMutation } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';

export interface SubmitGate {
  /** Whether a run is in flight. */
  readonly busy: boolean;
  /** Runs `task` unless one is in flight; then answers that run's promise instead (no second send). */
  run<T>(task: () => Promise<T>): Promise<T>;
}

export function createSubmitGate(): SubmitGate {
  let inFlight: Promise<unknown> | null = null;
  return {
    get busy() {
      return inFlight !== null;
    },
    run<T>(task: () => Promise<T>): Promise<T> {
      if (inFlight) return inFlight as Promise<T>;
      const started = (async () => task())();
      const current = started.finally(() => {
        if (inFlight === current) inFlight = null;
      });
      inFlight = current;
      return current;
    },
  };
}

const noop = () => undefined;

/**
 * `useMutation` whose `mutate`/`mutateAsync` go through one SubmitGate per component: what every
 * console form and confirmation saves with. Not for actions meant to run side by side on
 * several rows (marking notifications read).
 */
export function useSubmitMutation<TData = unknown, TError = DefaultError, TVariables = void, TContext = unknown>(
  options: UseMutationOptions<TData, TError, TVariables, TContext>,
): UseMutationResult<TData, TError, TVariables, TContext> {
  const mutation = useMutation(options);
  const gate = useRef<SubmitGate | null>(null);
  gate.current ??= createSubmitGate();
  const { mutateAsync: send } = mutation;
  const mutateAsync = useCallback(
    (...args: Parameters<typeof send>) => (gate.current as SubmitGate).run(() => send(...args)),
    [send],
  ) as typeof send;
  const mutate = useCallback(
    (...args: Parameters<typeof send>) => {
      mutateAsync(...args).catch(noop);
    },
    [mutateAsync],
  ) as UseMutationResult<TData, TError, TVariables, TContext>['mutate'];
  return { ...mutation, mutate, mutateAsync };
}
