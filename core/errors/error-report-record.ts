// spec §3 "Error report record: description, url, line, parentUrl, userAgent, stackTrace", the
// form the error logger accepts (spec §7).
import { describeError } from './describe-error';
import { MAX_DESCRIPTION_LENGTH, MAX_STACK_TRACE_LENGTH } from './error-report-limits';
import { lineFromStack } from './line-from-stack';
import { scrubSecrets } from './scrub-secrets';
import { truncate } from './truncate';

export interface ErrorReportRecord {
  readonly description: string;
  readonly url: string;
  readonly line: string;
  readonly parentUrl: string;
  readonly userAgent: string;
  readonly stackTrace: string;
}

export interface ErrorReportContext {
  /** The page the error happened on (location.href). */
  readonly pageUrl: string;
  /** The embedding page: document.referrer or the parent frame's url. */
  readonly parentUrl: string;
  readonly userAgent: string;
  /** The failing script (a window `error` event's `filename`); replaces pageUrl when given. */
  readonly sourceUrl?: string | undefined;
  /** A window `error` event's `lineno`; read from the top stack frame when absent. */
  readonly line?: number | string | undefined;
  /** Values to remove from every field (the user's secure id); see scrub-secrets.ts. */
  readonly secrets?: readonly string[] | undefined;
}

// Builds the record for `error` (any thrown value) with its cause chain. Secrets are scrubbed
// from the full text first and the limits applied after, so a cut can never leave half a secret.
export function buildErrorReportRecord(
  error: unknown,
  context: ErrorReportContext,
): ErrorReportRecord {
  const { description, stackTrace } = describeError(error);
  const topStack = error instanceof Error && typeof error.stack === 'string' ? error.stack : '';
  const line =
    context.line === undefined || context.line === ''
      ? lineFromStack(topStack)
      : String(context.line);
  const scrub = (text: string): string => scrubSecrets(text, context.secrets);
  return {
    description: truncate(scrub(description), MAX_DESCRIPTION_LENGTH),
    url: scrub(
      context.sourceUrl !== undefined && context.sourceUrl !== ''
        ? context.sourceUrl
        : context.pageUrl,
    ),
    line: scrub(line),
    parentUrl: scrub(context.parentUrl),
    userAgent: scrub(context.userAgent),
    stackTrace: truncate(scrub(stackTrace), MAX_STACK_TRACE_LENGTH),
  };
}
