// @vitest-environment jsdom
// Stage one's currency rule (ADR-0102): a getUser answer has effects only while
// its evaluation is the latest. The host calls init or refresh back to back; the answers arrive
// in any order (fast-check's scheduler). Only the last evaluation's answer may be reported,
// scrub, purge or draw; its person's secure id never reaches the host's logError.
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueueHost } from '../../../core/host/host-providers';
import { BUILT_NAMES, type FacadeModule } from '../../../loader/facade/built-names';
import { scrubbed } from '../../../loader/facade/facade-controller';
import { startLoader } from '../../../loader/start-loader';

type TestWindow = Window & typeof globalThis & QueueHost;
type Answer = 'user' | 'anonymous' | 'throws';

const idOf = (index: number) => `S-PERSON${index}`;

beforeEach(() => {
  vi.spyOn(performance, 'getEntriesByName').mockImplementation((name) =>
    name === 'first-contentful-paint' ? [{ name } as PerformanceEntry] : [],
  );
  document.body.innerHTML = '<div id="quick-actions"></div>';
  // A note of a person on the device: a signed-out answer that counted would purge it.
  localStorage.setItem('quickactions_user', 'a'.repeat(64));
  const script = document.createElement('script');
  script.src = 'http://localhost:3000/quick-actions/loader.js';
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  Reflect.deleteProperty(window, 'QuickActions');
});

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

// Past stage one's own timers (its load check and the task between its reads).
const settle = async () => {
  for (let turn = 0; turn < 8; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
};

describe('stage one: only the current getUser answer has effects', () => {
  it('under every ordering of the answers, a superseded one is dropped unseen', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom<Answer>('user', 'anonymous', 'throws'), {
          minLength: 2,
          maxLength: 4,
        }),
        fc.constantFrom('init', 'refresh'),
        fc.scheduler(),
        async (answers, again, scheduler) => {
          Reflect.deleteProperty(window, 'QuickActions');
          const logged: string[] = [];
          const shown: string[] = [];
          const removals: boolean[] = [];
          const module: FacadeModule = {
            [BUILT_NAMES.createFacadeController]: () => ({
              show: async (_container, user) => void shown.push(user.secureId),
              run: () => {},
            }),
            [BUILT_NAMES.removeLeftovers]: async (_win, _options, signedIn) =>
              void removals.push(signedIn),
            [BUILT_NAMES.scrubAndSend]: (error, secureIds) => scrubbed(error, secureIds),
            [BUILT_NAMES.importWidget]: () => Promise.reject(new Error('no widget here')),
          };
          startLoader(window as TestWindow, document, () => Promise.resolve(module));
          const call = (window as unknown as { QuickActions: (...args: unknown[]) => void })
            .QuickActions;
          let asked = 0;
          const getUser = () => {
            const index = asked++;
            const answer = answers[index]!;
            return scheduler.schedule(Promise.resolve(answer), `getUser ${index}`).then(() => {
              if (answer === 'throws') throw new Error(`session of ${idOf(index)} expired`);
              return answer === 'user' ? { secureId: idOf(index), isSignedIn: true } : null;
            });
          };
          const logError = (error: Error) => logged.push(`${error.message} ${String(error.cause)}`);
          // Each evaluation has asked getUser before the next starts: every answer is pending.
          call('init', { getUser, logError, persist: false });
          await settle();
          for (let index = 1; index < answers.length; index++) {
            if (again === 'refresh') call('refresh');
            else call('init', { getUser, logError, persist: false });
            await settle();
          }
          expect(asked).toBe(answers.length);
          while (scheduler.count() > 0) {
            await scheduler.waitOne();
            await settle();
          }
          const last = answers.length - 1;
          // The host reports about its current person.
          call(`${idOf(last)}-unknown`);
          await settle();

          const lastAnswer = answers[last]!;
          expect(shown).toEqual(lastAnswer === 'user' ? [idOf(last)] : []);
          // persist: false clears the device for a signed-in person too: one clean-up, the
          // last answer's.
          expect(removals).toEqual([lastAnswer === 'user']);
          for (const text of logged) {
            for (let index = 0; index < last; index++) expect(text).not.toContain(idOf(index));
            if (lastAnswer === 'user') expect(text).not.toContain(idOf(last));
          }
          expect(logged.filter((text) => text.includes('expired'))).toHaveLength(
            lastAnswer === 'throws' ? 1 : 0,
          );
        },
      ),
      { numRuns: 60 },
    );
  });
});
