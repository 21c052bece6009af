import path from 'node:path';
import { z } from 'zod';
import { oneOf, onOff, portNumber, wholeNumber } from './config-values.js';
import { parseTrustProxy } from './http/client-address.js';
import { parseWriteBudgets } from './http/write-budgets.js';
import { mailSettings } from './mail-config.js';
import { projectRoot } from './project-root.js';

const developmentAdmin = { email: 'admin@store.local', password: 'admin12345' };

const schema = z
  .object({
    NODE_ENV: oneOf('NODE_ENV', ['development', 'production', 'test']).default('development'),
    PORT: portNumber('PORT', { anyFree: true }).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'DATABASE_URL must be a postgres:// or postgresql:// URL' }).optional(),
    DATA_DIR: z.string().min(1).default(path.join(projectRoot, '.data')),
    /** The built web app to serve. */
    WEB_DIR: z.string().min(1).default(path.join(projectRoot, 'dist', 'web')),
    EMBEDDED_PG_PORT: portNumber('EMBEDDED_PG_PORT').default(54329),
    DATABASE_POOL_SIZE: wholeNumber('DATABASE_POOL_SIZE', 2, 500).default(20),
    ADMIN_EMAIL: z.email('ADMIN_EMAIL must be an email address').optional(),
    ADMIN_PASSWORD: z.string().min(6, 'ADMIN_PASSWORD must be at least 6 characters').optional(),
    SEED_DEMO: onOff('SEED_DEMO').default(true),
    JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
    /** The master key of personal data (ADR 068): 32 bytes as 64 hex digits or base64. */
    DATA_KEY: z
      .string()
      .refine((value) => /^[0-9a-fA-F]{64}$/.test(value.trim()) || Buffer.from(value.trim(), 'base64').length === 32, {
        message: 'DATA_KEY must be 32 bytes, as 64 hex digits or base64 (openssl rand -base64 32)',
      })
      .optional(),
    /** Extra origins (besides the request's own host) allowed to send writes, comma separated. */
    ALLOWED_ORIGINS: z
      .string()
      .default('')
      .transform((value) => value.split(',').map((origin) => origin.trim()).filter(Boolean)),
    /** Proxies in front of the store (hops, or their addresses) whose X-Forwarded-For names the client; none by default. */
    TRUST_PROXY: z
      .string()
      .default('0')
      .transform((value, ctx) => {
        try {
          return parseTrustProxy(value);
        } catch (error) {
          ctx.addIssue({ code: 'custom', message: (error as Error).message });
          return z.NEVER;
        }
      }),
    /** Registrations accepted per client address and hour (each costs an argon2 hash). */
    REGISTER_LIMIT_PER_HOUR: wholeNumber('REGISTER_LIMIT_PER_HOUR', 1, 1_000_000).default(20),
    LOG_LEVEL: oneOf('LOG_LEVEL', ['debug', 'info', 'warn', 'error', 'silent']).default('info'),
    /** Bearer token Prometheus sends for GET /metrics; without it the route does not exist. */
    METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
    /** Turns off the projection runners of this instance (another instance runs them). */
    RUN_PROJECTIONS: onOff('RUN_PROJECTIONS').default(true),
    /** How long a read carrying a written position waits for the read models it reads (ADR 041). */
    READ_POSITION_WAIT_MS: wholeNumber('READ_POSITION_WAIT_MS', 0, 60_000).default(5000),
    /** How long after her order's delivery the store asks her to review what it held (3 days). */
    REVIEW_REQUEST_DELAY_SECONDS: wholeNumber('REVIEW_REQUEST_DELAY_SECONDS', 0, 90 * 24 * 60 * 60).default(3 * 24 * 60 * 60),
    /** Cash-on-delivery abuse limits: units of one item in an order, units in an order, orders per customer per hour. */
    ORDER_MAX_UNITS_PER_LINE: wholeNumber('ORDER_MAX_UNITS_PER_LINE', 1, 1_000_000).default(10),
    ORDER_MAX_UNITS: wholeNumber('ORDER_MAX_UNITS', 1, 100_000_000).default(50),
    ORDER_MAX_PER_HOUR: wholeNumber('ORDER_MAX_PER_HOUR', 1, 1_000_000).default(5),
    /** Shoppers' writes per account and route family, `family=burst/perHour,...` over the defaults (ADR 064). */
    WRITE_LIMITS: z
      .string()
      .default('')
      .transform((value, ctx) => {
        try {
          return parseWriteBudgets(value);
        } catch (error) {
          ctx.addIssue({ code: 'custom', message: (error as Error).message });
          return z.NEVER;
        }
      }),
    ...mailSettings,
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== 'production') return;
    for (const key of ['ADMIN_EMAIL', 'ADMIN_PASSWORD', 'JWT_SECRET', 'DATA_KEY'] as const) {
      if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: `${key} is required in production` });
    }
  });

export type Config = Omit<z.output<typeof schema>, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD' | 'PUBLIC_URL'> & {
  ADMIN_EMAIL: string;
  ADMIN_PASSWORD: string;
  /** Where the store is reached from outside, without a trailing slash: the base of links in mail. */
  PUBLIC_URL: string;
};

export class ConfigError extends Error {}

/** Reads the environment once; a bad value stops start-up with one line per problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const variable = issue.path.join('.') || 'env';
      // Messages that name their variable are printed as they are.
      return `  ${issue.message.startsWith(`${variable} `) ? issue.message : `${variable}: ${issue.message}`}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return {
    ...result.data,
    DATA_DIR: path.resolve(result.data.DATA_DIR),
    ADMIN_EMAIL: result.data.ADMIN_EMAIL ?? developmentAdmin.email,
    ADMIN_PASSWORD: result.data.ADMIN_PASSWORD ?? developmentAdmin.password,
    PUBLIC_URL: (result.data.PUBLIC_URL ?? `http://localhost:${result.data.PORT}`).replace(/\/+$/, ''),
  };
}
