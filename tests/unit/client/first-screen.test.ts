import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstScreenTurn, markFirstScreenOn } from '@/app/first-screen';

afterEach(() => {
  vi.useRealTimers();
});

const microtasks = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

describe('firstScreenTurn', () => {
  it('waits for the first screen, then gives each caller a task of its own, in order', async () => {
    vi.useFakeTimers();
    const ran: string[] = [];
    const turns = ['toasts', 'prefetch', 'worker'].map((name) => firstScreenTurn().then(() => ran.push(name)));
    await vi.runAllTimersAsync();
    expect(ran).toEqual([]);

    markFirstScreenOn();
    // Nothing in the task that marked it…
    await microtasks();
    expect(ran).toEqual([]);
    // …then one turn per timer task: a turn's own timer is set once the one before it has run.
    await vi.runOnlyPendingTimersAsync();
    expect(ran).toEqual(['toasts']);
    await vi.runOnlyPendingTimersAsync();
    expect(ran).toEqual(['toasts', 'prefetch']);
    await vi.runOnlyPendingTimersAsync();
    await Promise.all(turns);
    expect(ran).toEqual(['toasts', 'prefetch', 'worker']);

    // Asked for after the mark: in a task of its own too, after the earlier ones.
    const late = firstScreenTurn().then(() => ran.push('late'));
    await microtasks();
    expect(ran).toHaveLength(3);
    await vi.runOnlyPendingTimersAsync();
    await late;
    expect(ran).toEqual(['toasts', 'prefetch', 'worker', 'late']);
  });
});
