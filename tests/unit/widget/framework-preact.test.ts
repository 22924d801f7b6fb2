// @vitest-environment jsdom
// No long task of ours (ADR-0028): under the preact flavour (widget/framework-preact.ts), Preact's
// effects run in a task of their own, never from an animation frame callback, which would give
// the frame's whole style-and-layout task to the widget's script.
import { h, type FunctionComponent } from 'preact';
import { useEffect } from 'preact/hooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRoot, startNonUrgentUpdate } from '../../../widget/framework-preact';

describe('the preact flavour schedules effects in tasks', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.replaceChildren();
  });

  it('runs an effect after the render, without requesting an animation frame', async () => {
    const frames = vi.spyOn(window, 'requestAnimationFrame');
    const container = document.body.appendChild(document.createElement('div'));
    const ran = vi.fn();
    const Effect: FunctionComponent = () => {
      useEffect(ran, []);
      return h('p', null, 'drawn');
    };

    const root = createRoot(container);
    root.render(h(Effect, null));
    expect(container.textContent).toBe('drawn');
    expect(ran).not.toHaveBeenCalled();

    await vi.waitFor(() => expect(ran).toHaveBeenCalledTimes(1));
    expect(frames).not.toHaveBeenCalled();
    root.unmount();
  });
});

describe('a non-urgent update under the preact flavour', () => {
  it('is made in a task of its own, not in the microtasks of the one that asked', async () => {
    const update = vi.fn();
    startNonUrgentUpdate(update);
    for (let microtask = 0; microtask < 20; microtask++) await Promise.resolve();
    expect(update).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(update).toHaveBeenCalledTimes(1));
  });
});
