import { describe, expect, it } from 'vitest';
import { createRenderSkipping } from '@/features/work/board/components/render-skipping';

describe("what the board's cards know of the browser skipping them (content-visibility: auto)", () => {
  it('counts a box that has not reported as shown', () => {
    const skipping = createRenderSkipping();
    expect(skipping.watch([{}, {}], () => undefined).skipped).toBe(false);
  });

  it('hides a card when its column is skipped, though the card itself never reported', () => {
    const skipping = createRenderSkipping();
    const card = {};
    const column = {};
    skipping.report(column, true);
    const changes: boolean[] = [];
    const watched = skipping.watch([card, column], (skipped) => changes.push(skipped));
    expect(watched.skipped).toBe(true);
    skipping.report(column, false);
    expect(changes).toEqual([false]);
  });

  it('calls back only when "any box skipped" changes', () => {
    const skipping = createRenderSkipping();
    const card = {};
    const column = {};
    const changes: boolean[] = [];
    skipping.watch([card, column], (skipped) => changes.push(skipped));
    skipping.report(card, true);
    // Still skipped: the card is.
    skipping.report(column, true);
    skipping.report(card, false);
    skipping.report(column, true);
    skipping.report(column, false);
    expect(changes).toEqual([true, false]);
  });

  it('tells nothing more once stopped, and keeps other watchers of the same box', () => {
    const skipping = createRenderSkipping();
    const column = {};
    const first: boolean[] = [];
    const second: boolean[] = [];
    const stopped = skipping.watch([{}, column], (s) => first.push(s));
    skipping.watch([{}, column], (s) => second.push(s));
    stopped.stop();
    skipping.report(column, true);
    expect(first).toEqual([]);
    expect(second).toEqual([true]);
  });
});
