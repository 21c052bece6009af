import type { Logger } from './logger.js';

/** Connection ends that a stopping store causes or expects: its database closing, its own pools ending. */
const disconnectCodes = new Set(['57P01', '57P02', '57P03', 'ECONNRESET', 'ECONNREFUSED', 'EPIPE']);
const disconnectMessages =
  /Connection terminated|terminating connection|Client was closed|Cannot use a pool after calling end|database system is shutting down/i;

function isDisconnect(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && disconnectCodes.has(code)) return true;
  return typeof message === 'string' && disconnectMessages.test(message);
}

/**
 * A logger that, once the store is stopping, reports lost database connections at debug level: they are the
 * shutdown's expected side effect, not something for an operator to look into. Anything else keeps its level.
 */
export function shutdownAwareLogger(logger: Logger): { logger: Logger; stopping(): boolean; beginShutdown(): void } {
  let stopping = false;
  const wrap = (target: Logger): Logger => {
    const downgraded =
      (write: Logger['warn']): Logger['warn'] =>
      (message, fields) => {
        if (stopping && isDisconnect(fields?.error)) target.debug(message, fields);
        else write(message, fields);
      };
    return {
      debug: (message, fields) => target.debug(message, fields),
      info: (message, fields) => target.info(message, fields),
      warn: downgraded((message, fields) => target.warn(message, fields)),
      error: downgraded((message, fields) => target.error(message, fields)),
      // A child shares the flag: its lost connections are as expected as its parent's.
      child: (bindings) => wrap(target.child(bindings)),
      isLevelEnabled: (level) => target.isLevelEnabled(level),
    };
  };
  return {
    logger: wrap(logger),
    stopping: () => stopping,
    beginShutdown: () => {
      stopping = true;
    },
  };
}
