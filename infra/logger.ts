const levels = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
export type LogLevel = keyof typeof levels;

export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

/** One JSON line per entry on stderr (stdout stays for what a person should read). */
export function createLogger(level: LogLevel = 'info'): Logger {
  const threshold = levels[level];
  const write = (entryLevel: Exclude<LogLevel, 'silent'>) => (message: string, fields?: Record<string, unknown>) => {
    if (levels[entryLevel] < threshold) return;
    const entry = { time: new Date().toISOString(), level: entryLevel, message, ...serialise(fields) };
    process.stderr.write(`${JSON.stringify(entry)}\n`);
  };
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') };
}

function serialise(fields?: Record<string, unknown>): Record<string, unknown> {
  if (!fields) return {};
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) =>
      value instanceof Error ? [key, { message: value.message, stack: value.stack }] : [key, value],
    ),
  );
}
