import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';

/** A message the test server accepted, parsed. */
export interface ReceivedMail {
  readonly to: readonly string[];
  readonly messageId: string;
  readonly subject: string;
  readonly html: string;
  readonly text: string;
  readonly parsed: ParsedMail;
}

/** Where the test server turns a message away with 451 ("try again later"). */
export type FailureStage = 'rcpt' | 'data';

export interface TestSmtpServer {
  /** smtp://127.0.0.1:port (plain: the server offers no STARTTLS). */
  readonly url: string;
  readonly received: ReceivedMail[];
  /** The next failures for a recipient, one per attempt, in order: each answers that stage with 451. */
  failFor(address: string, stages: readonly FailureStage[]): void;
  /** Makes every attempt for a recipient fail at RCPT with 451 until `stopFailing`. */
  failAlways(address: string): void;
  stopFailing(address: string): void;
  /**
   * Holds every message after its DATA, before answering (the sender waits), until `release`; resolves `held` when
   * the first one arrives, and `dropped` once the clients of all held so far have gone away. A message whose sender went away
   * meanwhile was never accepted and is not kept.
   */
  hold(): { held: Promise<void>; dropped: Promise<void>; release(): void };
  /** Attempts that reached RCPT, per recipient (accepted or not). */
  attempts(address: string): number;
  close(): Promise<void>;
}

/** A real SMTP server (the smtp-server package) on a free loopback port, recording what it accepts. */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const planned = new Map<string, FailureStage[]>();
  const always = new Set<string>();
  const attempts = new Map<string, number>();
  /** Sessions whose client went away: a message held until after that was never answered, so it is not kept. */
  const closed = new Set<string>();
  let holding: { arrived: (session: string) => void; until: Promise<void> } | null = null;
  /** The sessions of the held messages, and what to call once every one's client has gone away. */
  let held: { sessions: Set<string>; gone: () => void } | null = null;
  const allGone = () => held && held.sessions.size > 0 && [...held.sessions].every((session) => closed.has(session));

  const refusal = () => Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 });
  const recipients = (session: SMTPServerSession) => session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
  /** Whether this attempt for `address` is to fail at `stage` (a planned failure is used up when it applies). */
  const failsAt = (address: string, stage: FailureStage) => {
    if (always.has(address)) return stage === 'rcpt';
    const plan = planned.get(address);
    if (plan?.[0] !== stage) return false;
    plan.shift();
    return true;
  };

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onClose(session) {
      closed.add(session.id);
      if (held?.sessions.has(session.id) && allGone()) held.gone();
    },
    onRcptTo(address, _session, callback) {
      const to = address.address.toLowerCase();
      attempts.set(to, (attempts.get(to) ?? 0) + 1);
      callback(failsAt(to, 'rcpt') ? refusal() : null);
    },
    onData(stream: SMTPServerDataStream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        if (holding) {
          holding.arrived(session.id);
          await holding.until;
          if (closed.has(session.id)) return callback(new Error('client gone'));
        }
        const to = recipients(session);
        if (to.some((address) => failsAt(address, 'data'))) return callback(refusal());
        try {
          const parsed = await simpleParser(Buffer.concat(chunks));
          received.push({
            to,
            messageId: parsed.messageId ?? '',
            subject: parsed.subject ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            text: parsed.text ?? '',
            parsed,
          });
          callback();
        } catch (error) {
          callback(error as Error);
        }
      });
    },
  });
  // A client that dies mid-conversation (a store killed on purpose) resets its connection: that is what such a test
  // does, not a failure of the mail server, which would otherwise throw it as an unhandled error.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    failFor: (address, stages) => planned.set(address.toLowerCase(), [...stages]),
    failAlways: (address) => always.add(address.toLowerCase()),
    stopFailing: (address) => {
      always.delete(address.toLowerCase());
      planned.delete(address.toLowerCase());
    },
    hold() {
      let arrived!: () => void;
      let release!: () => void;
      let gone!: () => void;
      const first = new Promise<void>((resolve) => (arrived = resolve));
      const dropped = new Promise<void>((resolve) => (gone = resolve));
      const until = new Promise<void>((resolve) => (release = resolve));
      held = { sessions: new Set(), gone };
      holding = {
        arrived: (session) => {
          held!.sessions.add(session);
          arrived();
        },
        until,
      };
      return {
        held: first,
        dropped,
        release: () => {
          holding = null;
          release();
        },
      };
    },
    attempts: (address) => attempts.get(address.toLowerCase()) ?? 0,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
