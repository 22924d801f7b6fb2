// @vitest-environment jsdom
// issue 15: a freshly shown popup renders its parts one task apart (widget/use-reveal-in-turns.ts),
// so neither React's commit nor Preact's whole-tree render is one long task.
import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useRevealInTurns } from '../../../widget/use-reveal-in-turns';

// Each yield to the main thread waits here until the test lets that task run.
const pendingTasks = vi.hoisted(() => [] as (() => void)[]);
vi.mock('../../../core/scheduling', () => ({
  yieldToMain: () => new Promise<void>((resolve) => pendingTasks.push(resolve)),
}));

function Parts({ turns }: { turns: number }) {
  const shown = useRevealInTurns(turns);
  return <output>{shown}</output>;
}

const runNextTask = () =>
  act(async () => {
    pendingTasks.shift()?.();
  });

describe('revealing the popup in turns (issue 15)', () => {
  it('renders the first part at once and one more in each later task, up to the last', async () => {
    pendingTasks.length = 0;
    let view!: ReturnType<typeof render>;
    act(() => {
      view = render(<Parts turns={3} />);
    });
    // act() ran the effects: the next part waits for a task of its own.
    expect(view.container.textContent).toBe('1');
    expect(pendingTasks).toHaveLength(1);
    await runNextTask();
    expect(view.container.textContent).toBe('2');
    await runNextTask();
    expect(view.container.textContent).toBe('3');
    // The last part shown, nothing more is asked for.
    expect(pendingTasks).toHaveLength(0);
    view.unmount();
  });

  it('stops when unmounted between turns', async () => {
    pendingTasks.length = 0;
    let view!: ReturnType<typeof render>;
    act(() => {
      view = render(<Parts turns={3} />);
    });
    view.unmount();
    await runNextTask();
    expect(pendingTasks).toHaveLength(0);
  });
});
