import { describe, expect, it } from 'vitest';
import { sendClaimed, type ClaimedSending } from './send-claimed.ts';

const rows = (count: number) => Array.from({ length: count }, (_, index) => ({ id: `m${index}`, attempts: 1 }));

/** A queue whose provider takes `sendMs` per message, recording sends and marks in order. */
function recordingQueue(sendMs: number, failing = new Set<string>()) {
  const events: string[] = [];
  const queue: ClaimedSending<{ id: string; attempts: number }> = {
    async send(row) {
      if (sendMs > 0) await new Promise((resolve) => setTimeout(resolve, sendMs));
      if (failing.has(row.id)) throw new Error('provider refused');
      events.push(`send ${row.id}`);
    },
    async markSent(ids) {
      events.push(`sent ${ids.join(',')}`);
    },
    async markFailed(id) {
      events.push(`failed ${id}`);
    },
    maxAttempts: 10,
    now: () => new Date(),
    idField: 'mailId',
    noun: 'e-mail',
  };
  return { queue, events };
}

describe('sending a claimed batch', () => {
  it('marks what a fast provider sent in one statement at the end, not one per message', async () => {
    const { queue, events } = recordingQueue(0);
    expect(await sendClaimed(rows(20), queue)).toEqual({ sent: 20, failed: 0 });
    const marks = events.filter((event) => event.startsWith('sent '));
    // Twenty sends take microseconds: one mark (two if the machine paused past the window).
    expect(marks.length).toBeLessThanOrEqual(2);
    expect(marks.flatMap((mark) => mark.slice(5).split(','))).toEqual(rows(20).map((row) => row.id));
  });

  it('marks each message of a slow provider as soon as it is sent, before the next send', async () => {
    const { queue, events } = recordingQueue(60);
    await sendClaimed(rows(3), queue);
    expect(events).toEqual(['send m0', 'sent m0', 'send m1', 'sent m1', 'send m2', 'sent m2']);
  });

  it('marks a refused message failed and still marks the others sent', async () => {
    const { queue, events } = recordingQueue(0, new Set(['m1']));
    expect(await sendClaimed(rows(3), queue)).toEqual({ sent: 2, failed: 1 });
    expect(events).toContain('failed m1');
    expect(events.filter((event) => event.startsWith('sent ')).flatMap((mark) => mark.slice(5).split(','))).toEqual([
      'm0',
      'm2',
    ]);
  });
});
