// The popup's content, drawn before it is opened (core/popup/content-machine.ts): idle →
// drawing → drawn, kept once drawn; a failure drops it, and only the next start draws it again.
import { describe, expect, it } from 'vitest';
import { createContentMachine } from '../../../core/popup/content-machine';

describe('content machine', () => {
  it('starts idle, draws on start, and is drawn once the drawing says so', () => {
    const content = createContentMachine();
    expect(content.getSnapshot()).toEqual({ state: 'idle', generation: 0 });
    content.start();
    expect(content.getSnapshot().state).toBe('drawing');
    content.drawn();
    expect(content.getSnapshot()).toEqual({ state: 'drawn', generation: 0 });
  });

  it('tells its listeners each transition', () => {
    const content = createContentMachine();
    const transitions: string[] = [];
    content.subscribe(({ from, to }) =>
      transitions.push(`${from.state}/${from.generation}→${to.state}/${to.generation}`),
    );
    content.start();
    content.drawn();
    content.discard();
    content.start();
    expect(transitions).toEqual([
      'idle/0→drawing/0',
      'drawing/0→drawn/0',
      'drawn/0→idle/1',
      'idle/1→drawing/1',
    ]);
  });

  it('keeps what is drawn or being drawn: a later start changes nothing', () => {
    const content = createContentMachine();
    const heard: unknown[] = [];
    content.start();
    content.subscribe((change) => heard.push(change));
    content.start();
    expect(content.getSnapshot().state).toBe('drawing');
    content.drawn();
    content.start();
    expect(content.getSnapshot().state).toBe('drawn');
    expect(heard).toHaveLength(1);
  });

  it('is drawn only by a drawing under way (a late report after a discard is no drawing)', () => {
    const content = createContentMachine();
    content.drawn();
    expect(content.getSnapshot().state).toBe('idle');
    content.start();
    content.discard();
    content.drawn();
    expect(content.getSnapshot()).toEqual({ state: 'idle', generation: 1 });
  });

  it('drops the content on discard, with a new generation, and stays idle until started', () => {
    const content = createContentMachine();
    content.discard();
    expect(content.getSnapshot()).toEqual({ state: 'idle', generation: 0 });
    content.start();
    content.drawn();
    content.discard();
    expect(content.getSnapshot()).toEqual({ state: 'idle', generation: 1 });
    content.start();
    expect(content.getSnapshot()).toEqual({ state: 'drawing', generation: 1 });
  });

  it('tells no one after dispose', () => {
    const content = createContentMachine();
    const heard: unknown[] = [];
    content.subscribe((change) => heard.push(change));
    content.dispose();
    content.start();
    expect(heard).toEqual([]);
  });
});
