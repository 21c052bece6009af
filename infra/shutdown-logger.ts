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
  const downgraded =
    (write: Logger['warn']): Logger['warn'] =>
    (message, fields) => {
      if (stopping && isDisconnect(fields?.error)) logger.debug(message, fields);
      else write(message, fields);
    };
  return {
    logger: {
      debug: (message, fields) => logger.debug(message, fields),
      info: (message, fields) => logger.info(message, fields),
      warn: downgraded((message, fields) => logger.warn(message, fields)),
      error: downgraded((message, fields) => logger.error(message, fields)),
    },
    stopping: () => stopping,
    beginShutdown: () => {
      stopping = true;
    },
  };
}
