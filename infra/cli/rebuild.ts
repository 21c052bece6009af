// npm run projections:rebuild [name...]: rebuilds read models from the event log while the store keeps serving.
import { allProjections, rebuildProjection } from '../../projections/index.js';
import { connectForTool } from './connect.js';
import { progressBar } from './progress.js';

const names = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const unknown = names.filter((name) => !allProjections.some((projection) => projection.name === name));
if (unknown.length > 0) {
  console.error(`Unknown projection ${unknown.join(', ')}. Known: ${allProjections.map((p) => p.name).join(', ')}`);
  process.exit(2);
}
const chosen = names.length > 0 ? allProjections.filter((projection) => names.includes(projection.name)) : allProjections;

const tool = await connectForTool();
let allMatch = true;
try {
  for (const projection of chosen) {
    const bar = progressBar(projection.name.padEnd(12));
    const started = Date.now();
    const result = await rebuildProjection(tool.pool, tool.store, projection, {
      onProgress: ({ read, head }) => bar.update(read, head),
    });
    bar.update(result.events, result.events, true);
    bar.finish();
    const seconds = (Date.now() - started) / 1000;
    allMatch &&= result.matches;
    const verdict = result.matches
      ? 'matches the live read model'
      : `DIFFERED from the live read model (${Object.entries(result.differences)
          .filter(([, count]) => count > 0)
          .map(([table, count]) => `${table}: ${count} rows`)
          .join(', ')}); the rebuilt tables are now live`;
    console.log(`${projection.name}: ${result.events} events in ${seconds.toFixed(1)} s; ${verdict}`);
  }
  console.log(allMatch ? 'All rebuilt read models matched the live ones.' : 'Some read models differed (see above).');
} finally {
  await tool.close();
}
