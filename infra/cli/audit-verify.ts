// npm run audit:verify: recomputes the audit seal's hash chain from the event log and compares it with the stored
// links. Exit 0 with a summary when every sealed event is as it was sealed; 1 naming the first event altered,
// removed or inserted; 2 when the check could not run.
import { verifyAuditSeal, type VerifyResult } from '../../services/audit/index.js';
import { connectForTool } from './connect.js';
import { progressBar } from './progress.js';

const tool = await connectForTool();
try {
  const bar = progressBar('audit seal  ');
  const result = await verifyAuditSeal(tool.pool, { onProgress: (checked, total) => bar.update(checked, total) });
  bar.finish();
  console.log(summary(result));
  process.exitCode = result.problems.length === 0 ? 0 : 1;
} catch (error) {
  console.error(`The audit seal could not be checked: ${(error as Error).message}`);
  process.exitCode = 2;
} finally {
  await tool.close();
}

function summary(result: VerifyResult): string {
  const unsealed = result.unsealed > 0 ? ` (${result.unsealed} newer events not sealed yet)` : '';
  const [first, ...others] = result.problems;
  if (!first) {
    if (!result.head) return `Audit seal: nothing sealed yet${unsealed}.`;
    return `Audit seal verified: ${result.verified} events, head position ${result.head.position}, head hash ${result.head.hash}${unsealed}.`;
  }
  return [
    `Audit seal BROKEN: event at position ${first.position} ${first.kind} (${first.detail}).`,
    ...others.map((problem) => `  also: event at position ${problem.position} ${problem.kind} (${problem.detail})`),
    `${result.verified} sealed events matched; head position ${result.head?.position ?? 0}, head hash ${result.head?.hash ?? '-'}.`,
  ].join('\n');
}
