// npm run audit:verify [-- --expect <position>:<hash> ...]: recomputes the audit seal's hash chain from the event log
// and compares it with the stored links; with --expect, also checks that the link at a position still has a hash
// noted earlier outside the store (a chain rewritten by the database owner is consistent, but not with that).
// Exit 0 with a summary when all holds; 1 naming the first problem; 2 when the check could not run.
import { linkBeforeRewrite, readLinkAt, readLogRewrites, verifyAuditSeal, type VerifyResult } from '../../services/audit/index.js';
import { connectForTool } from './connect.js';
import { progressBar } from './progress.js';

const expected: { position: number; hash: string }[] = [];
for (let i = 2; i < process.argv.length; i++) {
  const match = process.argv[i] === '--expect' ? /^(\d+):([0-9a-fA-F]{64})$/.exec(process.argv[i + 1] ?? '') : null;
  if (!match) {
    console.error('Usage: npm run audit:verify [-- --expect <position>:<64 hex digits of the hash noted there> ...]');
    process.exit(2);
  }
  expected.push({ position: Number(match[1]), hash: match[2]!.toLowerCase() });
  i += 1;
}

const tool = await connectForTool();
try {
  const bar = progressBar('audit seal  ');
  const result = await verifyAuditSeal(tool.pool, { onProgress: (checked, total) => bar.update(checked, total) });
  bar.finish();
  const rewrites = await readLogRewrites(tool.pool);
  const mismatches: string[] = [];
  const notes: string[] = [];
  for (const { position, hash } of expected) {
    const link = await readLinkAt(tool.pool, position);
    const found = link?.hash.toString('hex');
    if (found === hash) continue;
    // A hash noted before the one recorded rewrite is checked against the link as it was then.
    const before = await linkBeforeRewrite(tool.pool, position);
    if (before?.hash === hash) notes.push(`The link at position ${position} held the ${hash} noted until the rewrite ${before.rewriteId}.`);
    else mismatches.push(`The link at position ${position} is ${found ?? 'missing'}, not the ${hash} noted: the chain was rewritten.`);
  }
  console.log(summary(result));
  for (const rewrite of rewrites) {
    const head = rewrite.headBefore ? `link ${rewrite.headBefore.seq} at position ${rewrite.headBefore.position}, hash ${rewrite.headBefore.hash}` : 'nothing sealed';
    console.log(
      `The log was rewritten once, at ${rewrite.rewrittenAt} (${rewrite.rewriteId}: ${rewrite.reason}): ${rewrite.eventsSealed} events sealed, ` +
        `${rewrite.metadataCleared} emails taken out of metadata, ${rewrite.streamsRenamed} streams renamed. ` +
        `The chain verified before it (${rewrite.verifiedBefore} links, head ${head}) and was sealed again over the same events` +
        (rewrite.headAfter ? ` (head hash after: ${rewrite.headAfter.hash}).` : '.'),
    );
  }
  for (const line of notes) console.log(line);
  for (const line of mismatches) console.log(line);
  if (expected.length > 0 && mismatches.length === 0) console.log(`The ${expected.length} noted link(s) still hold.`);
  process.exitCode = result.problems.length === 0 && mismatches.length === 0 ? 0 : 1;
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
