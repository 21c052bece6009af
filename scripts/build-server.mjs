// Bundles the server and its command-line tools into dist/server (dependencies stay in node_modules).
import { build } from 'esbuild';

await build({
  entryPoints: {
    main: 'infra/main.ts',
    rebuild: 'infra/cli/rebuild.ts',
    replay: 'infra/cli/replay.ts',
    'clear-limits': 'infra/cli/clear-limits.ts',
    'audit-verify': 'infra/cli/audit-verify.ts',
    'mail-preview': 'infra/cli/mail-preview.ts',
    backup: 'infra/cli/backup.ts',
    restore: 'infra/cli/restore.ts',
    'privacy-erasures': 'infra/cli/privacy-erasures.ts',
  },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
