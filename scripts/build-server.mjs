// Bundles the server and its command-line tools into dist/server (dependencies stay in node_modules).
import { build } from 'esbuild';

await build({
  entryPoints: {
    main: 'app/main.ts',
    rebuild: 'app/cli/rebuild.ts',
    replay: 'app/cli/replay.ts',
    'clear-limits': 'app/cli/clear-limits.ts',
    'audit-verify': 'app/cli/audit-verify.ts',
    'mail-preview': 'app/cli/mail-preview.ts',
    backup: 'app/cli/backup.ts',
    restore: 'app/cli/restore.ts',
    'privacy-erasures': 'app/cli/privacy-erasures.ts',
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
