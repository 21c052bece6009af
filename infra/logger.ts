import { pino, type DestinationStream, type Logger as PinoLogger } from 'pino';
import pretty from 'pino-pretty';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
export type LogFields = Record<string, unknown>;

/** The store's logging surface: a message and flat fields, whatever library writes the lines. */
export interface Logger {
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
  /** A logger whose every line also carries `bindings`. */
  child(bindings: LogFields): Logger;
  /** Whether a line at `level` would be written: lets a hot path skip building its fields. */
  isLevelEnabled(level: Exclude<LogLevel, 'silent'>): boolean;
}

export interface LoggerOptions {
  /** Where the JSON lines go instead of stderr (stdout stays for what a person should read). */
  readonly destination?: DestinationStream;
  /** On stderr, coloured one-line entries instead of JSON; by default when stderr is a terminal (a person is watching). */
  readonly pretty?: boolean;
}

/**
 * One JSON line per entry: `level` as its name, `time` in ISO 8601, `msg`, then the fields. An Error under `error`
 * (or `err`) is written with its type, message, stack and cause, not as `{}`.
 */
export function createLogger(level: LogLevel = 'info', options: LoggerOptions = {}): Logger {
  const humans = options.destination === undefined && (options.pretty ?? process.stderr.isTTY === true);
  const serializers = { err: pino.stdSerializers.err, error: pino.stdSerializers.err };
  const target =
    options.destination ??
    (humans
      ? pretty({ destination: 2, sync: true, colorize: true, singleLine: true, ignore: 'pid,hostname', translateTime: 'SYS:HH:MM:ss.l' })
      : // Asynchronous: lines written while a write is under way go out together with the next one, so a burst of
        // request lines costs a few system calls, not one each. Pino flushes what is left when the process exits.
        pino.destination({ fd: 2, sync: false }));
  const base = pino(
    {
      level,
      serializers,
      timestamp: pino.stdTimeFunctions.isoTime,
      // pino-pretty reads numeric levels; JSON lines name theirs, as operators and log tools expect to filter on.
      formatters: humans ? {} : { level: (label) => ({ level: label }) },
    },
    target,
  );
  return wrap(base);
}

function wrap(logger: PinoLogger): Logger {
  return {
    debug: (message, fields) => (fields ? logger.debug(fields, message) : logger.debug(message)),
    info: (message, fields) => (fields ? logger.info(fields, message) : logger.info(message)),
    warn: (message, fields) => (fields ? logger.warn(fields, message) : logger.warn(message)),
    error: (message, fields) => (fields ? logger.error(fields, message) : logger.error(message)),
    child: (bindings) => wrap(logger.child(bindings)),
    isLevelEnabled: (level) => logger.isLevelEnabled(level),
  };
}
