import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepTextCurrent, type TextTarget } from '@/features/work/board/components/use-clock';
import { countdownText } from '@/features/work/board/model/deadline';

/** A text target that counts its writes (the DOM writes the board's countdowns cost). */
function countingTarget() {
  let text: string | null = null;
  const target = {
    writes: 0,
    get textContent() {
      return text;
    },
    set textContent(value: string | null) {
      target.writes++;
      text = value;
    },
  } satisfies TextTarget & { writes: number };
  return target;
}

describe('countdowns written by the board clock', () => {
  const start = Date.parse('2026-11-28T08:00:00Z');
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(start);
  });
  afterEach(() => vi.useRealTimers());

  it('shows the text at once and the next second at each tick, until stopped', () => {
    const deadline = new Date(start + 90_000).toISOString();
    const target = countingTarget();
    const { stop } = keepTextCurrent(target, (now) => countdownText(deadline, 'TODO', now) ?? '');
    expect(target.textContent).toBe('Còn 0 ngày 00:01:30');
    vi.advanceTimersByTime(1000);
    expect(target.textContent).toBe('Còn 0 ngày 00:01:29');
    vi.advanceTimersByTime(91_000);
    expect(target.textContent).toBe('Quá hạn 0 ngày 00:00:02');
    stop();
    vi.advanceTimersByTime(5000);
    expect(target.textContent).toBe('Quá hạn 0 ngày 00:00:02');
  });

  it('writes only when the text changes', () => {
    const target = countingTarget();
    const { stop } = keepTextCurrent(target, () => 'Đã hoàn thành');
    vi.advanceTimersByTime(10_000);
    expect(target.writes).toBe(1);
    stop();
  });

  it('every countdown of one tick reads the same instant', () => {
    const deadline = new Date(start + 3_600_000).toISOString();
    const targets = Array.from({ length: 50 }, () => countingTarget());
    const stops = targets.map((t) => keepTextCurrent(t, (now) => countdownText(deadline, 'TODO', now) ?? ''));
    vi.advanceTimersByTime(2000);
    expect(new Set(targets.map((t) => t.textContent))).toEqual(new Set(['Còn 0 ngày 00:59:58']));
    for (const t of stops) t.stop();
  });

  it('writes nothing while its card is skipped off screen, and the current text once shown again', () => {
    const deadline = new Date(start + 3_600_000).toISOString();
    const target = countingTarget();
    const text = keepTextCurrent(target, (now) => countdownText(deadline, 'TODO', now) ?? '');
    text.setSkipped(true);
    vi.advanceTimersByTime(5000);
    expect(target.writes).toBe(1);
    expect(target.textContent).toBe('Còn 0 ngày 01:00:00');
    text.setSkipped(false);
    expect(target.writes).toBe(2);
    expect(target.textContent).toBe('Còn 0 ngày 00:59:55');
    vi.advanceTimersByTime(1000);
    expect(target.textContent).toBe('Còn 0 ngày 00:59:54');
    text.stop();
  });
});
