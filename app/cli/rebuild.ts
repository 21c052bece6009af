// npm run projections:rebuild [name...]: rebuilds read models from the event log while the store keeps serving, every
// chosen read model in one pass over the log (each batch read once, applied to all).
import { allProjections, ProjectionEventError, rebuildProjections, type RebuildResult } from '../../projections/index.js';
import { connectForTool } from './connect.js';
import { progressBar } from './progress.js';

const names = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const unknown = names.filter((name) => !allProjections.some((projection) => projection.name === name));
if (unknown.length > 0) {
  console.error(`Unknown projection ${unknown.join(', ')}. Known: ${allProjections.map((p) => p.name).join(', ')}`);
  process.exit(2);
}
const chosen = names.length > 0 ? allProjections.filter((projection) => names.includes(projection.name)) : allProjections;

function verdict(result: RebuildResult): string {
  return result.matches
    ? 'matches the live read model'
    : `DIFFERED from the live read model (${Object.entries(result.differences)
        .filter(([, count]) => count > 0)
        .map(([table, count]) => `${table}: ${count} rows`)
        .join(', ')}); the rebuilt tables are now live`;
}

const tool = await connectForTool();
let allMatch = true;
const bar = progressBar((chosen.length === 1 ? chosen[0]!.name : 'read models').padEnd(12));
try {
  const started = Date.now();
  let last = { read: 0, head: 0 };
  const results = await rebuildProjections(tool.pool, tool.store, chosen, {
    // One bar for the pass they share; each read model's own catch-up at the end only adds the latest events.
    onProgress: ({ read, head }) => {
      if (read < last.read) return;
      last = { read, head };
      bar.update(read, head);
    },
  });
  bar.update(last.read, last.read, true);
  bar.finish();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  for (const result of results) {
    allMatch &&= result.matches;
    console.log(`${result.projection}: ${result.events} events; ${verdict(result)}`);
  }
  console.log(`${chosen.length} read model${chosen.length === 1 ? '' : 's'} rebuilt in one pass in ${seconds} s.`);
  console.log(allMatch ? 'All rebuilt read models matched the live ones.' : 'Some read models differed (see above).');
} catch (error) {
  // One sentence: the read model, the event it cannot apply and why (ADR 061); the stack only at debug level.
  bar.finish();
  if (error instanceof ProjectionEventError) {
    console.error(`Rebuild stopped: ${error.message}`);
    console.error(`The live ${error.failure.projection} read model is as it was; fix what refuses the event, then rebuild again.`);
  } else {
    console.error(`Rebuild failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  tool.logger.debug('rebuild failure', { error });
  process.exitCode = 1;
} finally {
  await tool.close();
}
