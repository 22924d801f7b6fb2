import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceUser, type AnnouncingWindow } from '../../../sw/page/announce-user';

const USER = 'c'.repeat(64);

/** A page whose controlling worker answers (or not) like sw/sw.ts. */
function pageWith(answer: 'ack' | 'silent' | 'throws') {
  const received: unknown[] = [];
  const ports: MessagePort[] = [];
  const controller = {
    postMessage(message: unknown, transfer: Transferable[]) {
      if (answer === 'throws') throw new DOMException('detached', 'InvalidStateError');
      received.push(message);
      const port = transfer[0] as MessagePort;
      ports.push(port);
      if (answer === 'ack') port.postMessage({ type: 'quick-actions:user-ack' });
    },
  };
  const win: AnnouncingWindow = { navigator: { serviceWorker: { controller } } };
  return { win, received, closePorts: () => ports.forEach((port) => port.close()) };
}

afterEach(() => vi.useRealTimers());

describe('announcing the user to the worker (issue 6)', () => {
  it('posts the user and resolves when the worker answers', async () => {
    const page = pageWith('ack');
    await announceUser(page.win, USER);
    expect(page.received).toEqual([{ type: 'quick-actions:user', user: USER }]);
    await announceUser(page.win, null);
    expect(page.received[1]).toEqual({ type: 'quick-actions:user', user: null });
    page.closePorts();
  });

  it('a worker that never answers holds the page back 1,000 ms, not more', async () => {
    vi.useFakeTimers();
    const page = pageWith('silent');
    let done = false;
    void announceUser(page.win, USER)?.then(() => (done = true));
    await vi.advanceTimersByTimeAsync(999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
    page.closePorts();
  });

  it('no worker, no API, or an API that throws: nothing to wait for', () => {
    const throwing = {
      navigator: {
        get serviceWorker(): never {
          throw new DOMException('sandboxed', 'SecurityError');
        },
      },
    };
    expect(announceUser({ navigator: {} }, USER)).toBeUndefined();
    expect(
      announceUser({ navigator: { serviceWorker: { controller: null } } }, USER),
    ).toBeUndefined();
    expect(announceUser(throwing, USER)).toBeUndefined();
  });

  it('a controller that refuses the message does not reject', async () => {
    await expect(announceUser(pageWith('throws').win, USER)).resolves.toBeUndefined();
  });
});
