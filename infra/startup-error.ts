/**
 * A start-up failure an operator can act on: its message is one sentence saying what is wrong and what to change,
 * printed as it is (its stack only at debug level).
 */
export class StartupError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StartupError';
  }
}

const databaseCauses: Record<string, string> = {
  ECONNREFUSED: 'nothing accepts connections at its address',
  ENOTFOUND: 'its host name does not resolve',
  EAI_AGAIN: 'its host name could not be resolved just now',
  ETIMEDOUT: 'it did not answer in time',
  EHOSTUNREACH: 'its host is unreachable',
  '28P01': 'it refused the password',
  '28000': 'it refused the user or the client address (pg_hba.conf)',
  '3D000': 'the database does not exist',
  '57P03': 'it is still starting or shutting down',
};

/** Whether the failure is one the sentence fully explains (a StartupError, or a database refusing or missing). */
export function isForeseen(error: unknown): boolean {
  const code = (error as { code?: unknown } | undefined)?.code;
  return error instanceof StartupError || (typeof code === 'string' && code in databaseCauses);
}

/** One line for any start-up failure: never empty, never `undefined`. */
export function describeStartupFailure(error: unknown, where: { databaseUrl: boolean }): string {
  if (error instanceof StartupError) return error.message;
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const text = typeof message === 'string' && message.trim() ? message.trim().split('\n')[0]! : undefined;
  if (typeof code === 'string' && databaseCauses[code]) {
    const database = where.databaseUrl ? 'the PostgreSQL at DATABASE_URL' : 'the embedded PostgreSQL';
    const fix = where.databaseUrl
      ? 'check DATABASE_URL and that this PostgreSQL is running'
      : 'run with LOG_LEVEL=debug to see its output';
    return `cannot use ${database}: ${databaseCauses[code]}${text ? ` (${text})` : ''}; ${fix}`;
  }
  if (text) return text;
  const kind = error instanceof Error && error.name !== 'Error' ? `${error.name} ` : '';
  return `an unexpected error ${kind}without details (run with LOG_LEVEL=debug for more)`;
}
