// Lint: the code's own rules (typescript-eslint's recommended set) and the boundaries between its parts.
import { readdirSync } from 'node:fs';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** A feature composes shared code only; routes (web/src/app) compose features. */
const featureBoundaries = features.map((feature) => ({
  files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^(@/features/(?!${feature}(/|$))|\\.\\./\\.\\./(?!\\.\\./)(?!${feature}/)[^/]+/)`,
            message: 'A feature does not import another feature; move what both need to shared code, or compose them in a route.',
          },
        ],
      },
    ],
  },
}));

/**
 * The files that hold a decider (a `Decider<...>` or `CommandDecider<...>` value, a stream's `StreamFold<...>`, a
 * `decide…` function, or the pure folds and checks they share) are named `<name>.decider.ts`, so the rule below
 * finds them by their name.
 */
const deciderFiles = ['services/**/*.decider.ts'];

/** Deciders are pure: state, evolve and decide, with time and ids passed in. */
const pureDeciders = {
  files: deciderFiles,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [
          {
            name: '../../events/index.js',
            importNames: ['handle', 'handleCommand', 'loadStream', 'retryOnConflict', 'EventStore'],
            message: 'A decider decides on the states it is given; the service runs it with `handle`.',
          },
        ],
        patterns: [
          { regex: '^(pg|express|node:(fs|net|http|child_process)|socket\\.io|pg-boss|nodemailer)(/|$)', message: 'Domain code does no I/O.' },
          {
            // infra/errors.ts's AppError carries an HTTP status; the rest of infra does I/O. Money and text are plain values.
            regex: '/infra/(?!(money|text)\\.js$)',
            message: 'Domain code does no I/O and knows no HTTP status: refuse with a Refusal (events/refusal.ts).',
          },
          { regex: '/projections/', message: 'Domain code reads no read model: the service reads it and puts what it found in the command.' },
        ],
      },
    ],
  },
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.data/**', '.tmp/**', 'test-results/**', 'web/public/**', '**/*.mjs', '**/*.js'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      // A value read by a callback made before it is set (a late-bound service) is still set once.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // Test doubles and harnesses reach into untyped corners (raw sockets, process internals) on purpose.
    files: ['tests/**/*.ts', '**/*.test.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  ...featureBoundaries,
  pureDeciders,
);
