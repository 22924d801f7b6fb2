import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  announceUser,
  type AnnouncingWindow,
  isRetireMessage,
  parseUserAck,
  parseUserMessage,
  tellController,
  workerControls,
} from '../../../core/worker';

const USER = 'c'.repeat(64);
const OWN = 'https://host.example/quick-actions/sw.js';

/** A page whose controlling worker (ours by default) answers (or not) like sw/sw.ts. */
function pageWith(answer: 'ack' | 'silent' | 'throws', scriptURL = OWN) {
  const received: unknown[] = [];
  const ports: MessagePort[] = [];
  const controller = {
    scriptURL,
    postMessage(message: unknown, transfer: Transferable[]) {
      if (answer === 'throws') throw new DOMException('detached', 'InvalidStateError');
      received.push(message);
      const port = transfer[0] as MessagePort;
      ports.push(port);
      if (answer === 'ack') port?.postMessage({ type: 'quick-actions:user-ack' });
    },
  };
  const win: AnnouncingWindow = { navigator: { serviceWorker: { controller } } };
  return { win, received, closePorts: () => ports.forEach((port) => port?.close()) };
}

afterEach(() => vi.useRealTimers());

describe('announcing the user to the worker', () => {
  it('posts the user and resolves when the worker answers', async () => {
    const page = pageWith('ack');
    await announceUser(page.win, USER, OWN);
    expect(page.received).toEqual([{ type: 'quick-actions:user', user: USER }]);
    await announceUser(page.win, null, OWN);
    expect(page.received[1]).toEqual({ type: 'quick-actions:user', user: null });
    page.closePorts();
  });

  it('each person is told once per worker (ADR-0106): the same person again gets the first answer', async () => {
    const page = pageWith('ack');
    const first = announceUser(page.win, USER, OWN);
    expect(announceUser(page.win, USER, OWN)).toBe(first);
    await first;
    const other = 'd'.repeat(64);
    await announceUser(page.win, other, OWN);
    // Another worker (a new deploy's took over the page) has heard nobody yet.
    const next = pageWith('ack');
    await announceUser(next.win, other, OWN);
    expect(page.received).toEqual([
      { type: 'quick-actions:user', user: USER },
      { type: 'quick-actions:user', user: other },
    ]);
    expect(next.received).toHaveLength(1);
    // A retirement (consent withdrawn): the same person, given consent again, is told again.
    tellController(page.win, { type: 'quick-actions:retire' });
    await announceUser(page.win, other, OWN);
    expect(page.received.slice(2)).toEqual([
      { type: 'quick-actions:retire' },
      { type: 'quick-actions:user', user: other },
    ]);
    page.closePorts();
    next.closePorts();
  });

  it('a worker that never answers holds the page back 1,000 ms, not more', async () => {
    vi.useFakeTimers();
    const page = pageWith('silent');
    let done = false;
    void announceUser(page.win, USER, OWN)?.then(() => (done = true));
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
    expect(announceUser({ navigator: {} }, USER, OWN)).toBeUndefined();
    expect(
      announceUser({ navigator: { serviceWorker: { controller: null } } }, USER, OWN),
    ).toBeUndefined();
    expect(announceUser(throwing, USER, OWN)).toBeUndefined();
  });

  it('a controller that refuses the message does not reject', async () => {
    // Nothing was refused by a worker: the page goes on as accepted.
    await expect(announceUser(pageWith('throws').win, USER, OWN)).resolves.toBe(true);
  });

  it('a host’s worker that is not ours is told, but never waited for', () => {
    const page = pageWith('silent', 'https://host.example/sw.js');
    expect(announceUser(page.win, USER, OWN)).toBeUndefined();
    expect(page.received).toEqual([{ type: 'quick-actions:user', user: USER }]);
    page.closePorts();
  });

  it('a host’s worker that answered (it imports ours) is waited for from then on', async () => {
    const page = pageWith('ack', 'https://host.example/sw.js');
    expect(announceUser(page.win, USER, OWN)).toBeUndefined();
    // The answer travels through a MessagePort: Node delivers it on a later turn of its event
    // loop, not before any given timer (a setTimeout(0) here lost that race on a busy CI
    // machine). So wait for the answer to have arrived, however long it takes; every call made
    // before it arrives is not waited for, and every call after it is.
    let next: Promise<boolean> | undefined;
    await vi.waitFor(
      () => {
        next = announceUser(page.win, USER, OWN);
        if (next === undefined) throw new Error('the answer has not arrived yet');
      },
      { timeout: 10_000, interval: 5 },
    );
    expect(next).toBeInstanceOf(Promise);
    await next;
    page.closePorts();
  });
});

describe('whether a worker controls the page (ADR-0025)', () => {
  it('a controller controls; none does not; a browser that will not say counts as one', () => {
    const sandboxed = {
      navigator: {
        get serviceWorker(): never {
          throw new DOMException('sandboxed', 'SecurityError');
        },
      },
    } as AnnouncingWindow;
    expect(workerControls(pageWith('ack').win)).toBe(true);
    expect(workerControls({ navigator: { serviceWorker: { controller: null } } })).toBe(false);
    expect(workerControls({ navigator: {} })).toBe(false);
    expect(workerControls(sandboxed)).toBe(true);
  });
});

describe('the messages between page and worker', () => {
  it.each([null, undefined, 'quick-actions:retire', 7, [], {}])('%j is no message', (data) => {
    expect(isRetireMessage(data)).toBe(false);
    expect(parseUserMessage(data)).toBeUndefined();
    expect(parseUserAck(data)).toBeUndefined();
  });

  it('reads each of ours', () => {
    expect(isRetireMessage({ type: 'quick-actions:retire' })).toBe(true);
    expect(parseUserMessage({ type: 'quick-actions:user', user: USER })).toEqual({
      type: 'quick-actions:user',
      user: USER,
    });
    expect(parseUserAck({ type: 'quick-actions:user-ack', accepted: false })).toEqual({
      type: 'quick-actions:user-ack',
      accepted: false,
    });
  });
});
