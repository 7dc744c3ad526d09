import { describe, expect, it } from 'vitest';
import { createSubmitGate } from '@/lib/submit-guard';

/** A request whose answer the test releases. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('createSubmitGate', () => {
  it('sends once for a double click: the second submit joins the first until it settles', async () => {
    const gate = createSubmitGate();
    const answer = deferred<string>();
    let sent = 0;
    const submit = () =>
      gate.run(() => {
        sent++;
        return answer.promise;
      });
    const first = submit();
    // Same tick, before any re-render could disable the button.
    const second = submit();
    expect(sent).toBe(1);
    expect(gate.busy).toBe(true);
    answer.resolve('Thêm thành công');
    await expect(first).resolves.toBe('Thêm thành công');
    await expect(second).resolves.toBe('Thêm thành công');
    expect(gate.busy).toBe(false);
    // A later, deliberate submit goes through.
    await gate.run(async () => {
      sent++;
    });
    expect(sent).toBe(2);
  });

  it('opens again after a refused save, so the corrected form can be sent', async () => {
    const gate = createSubmitGate();
    const answer = deferred<never>();
    const first = gate.run(() => answer.promise);
    answer.reject(new Error('Mã đã tồn tại.'));
    await expect(first).rejects.toThrow('Mã đã tồn tại.');
    expect(gate.busy).toBe(false);
    await expect(gate.run(async () => 'ok')).resolves.toBe('ok');
  });

  it('opens again when the task throws before sending', async () => {
    const gate = createSubmitGate();
    await expect(
      gate.run(() => {
        throw new Error('Lỗi');
      }),
    ).rejects.toThrow('Lỗi');
    expect(gate.busy).toBe(false);
  });
});
