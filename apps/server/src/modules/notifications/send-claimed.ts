import type { FastifyBaseLogger } from 'fastify';

/** First retry after a minute, then twice as long each time, never longer than six hours. */
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 6 * 60 * 60_000;

/** Wait before the next try of a message that failed `attempts` times. */
export const retryDelayMs = (attempts: number) =>
  Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));

export interface SweepResult {
  sent: number;
  failed: number;
}

/** What a queue (mail, SMS) tells the shared sending loop about itself. */
export interface ClaimedSending<Row extends { id: string; attempts: number }> {
  /** Hands one message to the provider; throws when it was not taken. */
  send(row: Row): Promise<void>;
  /** Marks these messages sent (one statement). */
  markSent(ids: readonly string[], at: Date): Promise<void>;
  markFailed(id: string, reason: string, nextAttemptAt: Date): Promise<void>;
  maxAttempts: number;
  now: () => Date;
  log?: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** For the log: the id's field name (`mailId`) and the words for the message (`e-mail`). */
  idField: string;
  noun: string;
}

/**
 * Sent messages are marked together, this long after the previous mark (and at the end of the
 * batch): a fast provider (the outbox folder, a local relay) sends a whole batch between two
 * marks, one statement instead of one per message, while a slow one still gets each message
 * marked as soon as it is sent. A crash in between sends those few again once their claim runs
 * out: at most this long's worth.
 */
const MARK_SENT_WITHIN_MS = 50;

/**
 * Tries each claimed message once, outside any transaction: sent rows are marked sent, failed
 * ones wait `retryDelayMs` for their next try. A claimed row's `attempts` already counts this try.
 * The log names only the row's id, never the recipient or the text.
 */
export async function sendClaimed<Row extends { id: string; attempts: number }>(
  claimed: readonly Row[],
  queue: ClaimedSending<Row>,
): Promise<SweepResult> {
  const result: SweepResult = { sent: 0, failed: 0 };
  let unmarked: string[] = [];
  let markedAt = performance.now();
  const markUnmarked = async () => {
    if (unmarked.length === 0) return;
    const ids = unmarked;
    unmarked = [];
    await queue.markSent(ids, queue.now());
    markedAt = performance.now();
  };
  for (const row of claimed) {
    const attempts = row.attempts;
    try {
      await queue.send(row);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await queue.markFailed(row.id, reason.slice(0, 1000), new Date(queue.now().getTime() + retryDelayMs(attempts)));
      result.failed += 1;
      const last = attempts >= queue.maxAttempts;
      queue.log?.[last ? 'error' : 'warn'](
        { [queue.idField]: row.id, attempts, err: error },
        last ? `${queue.noun} given up after its last attempt` : `${queue.noun} failed, will retry`,
      );
      continue;
    }
    result.sent += 1;
    unmarked.push(row.id);
    if (performance.now() - markedAt >= MARK_SENT_WITHIN_MS) await markUnmarked();
  }
  await markUnmarked();
  return result;
}
