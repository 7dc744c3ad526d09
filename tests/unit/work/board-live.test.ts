import { describe, expect, it } from 'vitest';
import type { BoardEvent } from '@/contracts/work-vocabulary';
import {
  createEventStreamParser,
  RECONNECT_MAX_MS,
  reconnectDelay,
  staleKeysOf,
} from '@/features/work/board/model/live';

const ev = (over: Partial<BoardEvent> = {}): BoardEvent => ({
  id: '7',
  workspaceId: 3,
  kind: 'task-moved',
  taskId: 42,
  columnId: 5,
  actorId: 1,
  at: '2026-11-24T10:00:00.000Z',
  ...over,
});

const collect = () => {
  const got: { event: BoardEvent; last: string | null }[] = [];
  const parser = createEventStreamParser((event, last) => got.push({ event, last }));
  return { got, parser };
};

describe('event stream parser', () => {
  it('reads one data line per event with its id', () => {
    const { got, parser } = collect();
    parser.push(`id: 7\ndata: ${JSON.stringify(ev())}\n\n`);
    expect(got).toEqual([{ event: ev(), last: '7' }]);
    expect(parser.lastEventId).toBe('7');
  });
  it('joins lines split across chunks, and CR LF endings', () => {
    const { got, parser } = collect();
    const text = `id: 8\r\ndata: ${JSON.stringify(ev({ id: '8' }))}\r\n\r\n`;
    for (const part of [text.slice(0, 5), text.slice(5, 40), text.slice(40, text.length - 1), text.slice(-1)]) {
      parser.push(part);
    }
    expect(got.map((g) => g.event.id)).toEqual(['8']);
  });
  it('waits for the end of the event (a blank line) before dispatching', () => {
    const { got, parser } = collect();
    parser.push(`data: ${JSON.stringify(ev())}\n`);
    expect(got).toHaveLength(0);
    parser.push('\n');
    expect(got).toHaveLength(1);
  });
  it('skips comments (keep-alives), unknown fields, bad JSON and foreign shapes', () => {
    const { got, parser } = collect();
    parser.push(': ping\n\nevent: x\nretry: 10\n\n');
    parser.push('data: {not json\n\n');
    parser.push(`data: ${JSON.stringify({ hello: 1 })}\n\n`);
    parser.push(`data: ${JSON.stringify({ ...ev(), kind: 'nope' })}\n\n`);
    expect(got).toHaveLength(0);
    parser.push(`data: ${JSON.stringify(ev({ kind: 'comment', commentId: 9 }))}\n\n`);
    expect(got.map((g) => g.event.kind)).toEqual(['comment']);
  });
  it('keeps the last id for Last-Event-ID even across an event without data', () => {
    const { parser } = collect();
    parser.push('id: 12\n\n');
    expect(parser.lastEventId).toBe('12');
  });
});

describe('reconnect delay', () => {
  it('doubles from about a second and stays under the cap', () => {
    expect(reconnectDelay(0, () => 0)).toBe(500);
    expect(reconnectDelay(0, () => 1)).toBe(1000);
    expect(reconnectDelay(3, () => 1)).toBe(8000);
    expect(reconnectDelay(20, () => 1)).toBe(RECONNECT_MAX_MS);
    expect(reconnectDelay(20, () => 0)).toBe(RECONNECT_MAX_MS / 2);
  });
});

describe('what an event makes stale', () => {
  it('a task event refreshes the board and that task', () => {
    expect(staleKeysOf(ev())).toEqual([
      ['work', 'workspace', 3],
      ['work', 'task', 42],
    ]);
  });
  it('a column event refreshes the board only; a workspace event the list too', () => {
    expect(staleKeysOf(ev({ kind: 'column', taskId: undefined }))).toEqual([['work', 'workspace', 3]]);
    expect(staleKeysOf(ev({ kind: 'workspace', taskId: undefined }))).toEqual([
      ['work', 'workspace', 3],
      ['work', 'workspaces'],
    ]);
  });
});
