// One call for every caught or unhandled error: the host's logError provider (docs/host-api.md
// "Providers"), the error logger (spec §7, §8) and, on development hosts only, the registry.
import type { ClientErrorRegistry } from '../errors/client-error-registry';
import { describeError } from '../errors/describe-error';
import { MAX_DESCRIPTION_LENGTH, MAX_STACK_TRACE_LENGTH } from '../errors/error-report-limits';
import type { ErrorLogger, ReportExtra } from './error-logger';
import { isDevHost } from '../errors/is-dev-host';
import { scrubError } from '../errors/scrub-error';
import { scrubSecrets } from '../errors/scrub-secrets';
import { asError, stringifyError } from '../errors/stringify-error';
import { truncate } from '../errors/truncate';

export interface ReportErrorContext {
  /** The host's provider; it receives an Error (non-Errors are wrapped, the original as cause). */
  readonly logError?: ((error: Error) => unknown) | undefined;
  readonly logger?: Pick<ErrorLogger, 'report'> | undefined;
  /** Used only when `hostname` is a development host (see is-dev-host.ts). */
  readonly registry?: ClientErrorRegistry | undefined;
  readonly hostname?: string | undefined;
  /** Which part of the widget failed, for the registry record. */
  readonly componentId?: string | undefined;
  readonly extra?: ReportExtra | undefined;
  /** Strings to remove from the registry record, as the logger does for its report. */
  readonly secrets?: (() => readonly string[]) | undefined;
}

async function callHost(
  logError: (error: Error) => unknown,
  error: unknown,
  secrets: readonly string[],
): Promise<void> {
  try {
    // No secret reaches the host's log either (ADR-0048).
    await logError(scrubError(asError(error), secrets));
  } catch {
    // The host's own logger failing (a throw, or a rejection) is not ours to report.
  }
}

function addToRegistry(error: unknown, context: ReportErrorContext): void {
  if (!context.registry || context.hostname === undefined || !isDevHost(context.hostname)) return;
  const secrets = context.secrets?.() ?? [];
  const { description, stackTrace } = describeError(error);
  const scrub = (text: string): string => scrubSecrets(text, secrets);
  context.registry.add({
    shortDescription: truncate(scrub(stringifyError(error)), MAX_DESCRIPTION_LENGTH),
    fullDescription: `${truncate(scrub(description), MAX_DESCRIPTION_LENGTH)}\n\n${truncate(
      scrub(stackTrace),
      MAX_STACK_TRACE_LENGTH,
    )}`,
    componentId: context.componentId ?? '',
  });
}

/** Runs one destination; a synchronous throw must not keep the others from running. */
function attempt(task: () => Promise<void> | void): Promise<void> {
  try {
    return Promise.resolve(task()).catch(() => undefined);
  } catch {
    return Promise.resolve();
  }
}

/** Reports `error` everywhere it should go. Never throws or rejects. */
export async function reportError(error: unknown, context: ReportErrorContext): Promise<void> {
  const { logError, logger } = context;
  await Promise.all([
    attempt(() => (logError ? callHost(logError, error, context.secrets?.() ?? []) : undefined)),
    attempt(() => (logger ? logger.report(error, context.extra) : undefined)),
    attempt(() => addToRegistry(error, context)),
  ]);
}
