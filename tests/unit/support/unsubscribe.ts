import { expect, type Mock } from 'vitest';

/**
 * A store's unsubscribe works: once `unsubscribe()` has run, the `change()` that follows calls
 * the listener no more.
 */
export function expectUnheardAfterUnsubscribe(
  listener: Mock,
  unsubscribe: () => void,
  change: () => void,
): void {
  const heard = listener.mock.calls.length;
  unsubscribe();
  change();
  expect(listener).toHaveBeenCalledTimes(heard);
}
