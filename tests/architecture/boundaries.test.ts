import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../infra/project-root.js';

interface ImportEdge {
  readonly from: string;
  readonly to: string;
}

const sourceFolders = ['rules', 'events', 'services', 'projections', 'infra', 'app', 'web/src'];

function sourceFiles(dir: string): string[] {
  const full = path.join(projectRoot, dir);
  const found: string[] = [];
  const walk = (current: string) => {
    let entries;
    try {
      entries = readdirSync(current, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (entry.name === 'node_modules') continue;
      const next = path.join(current, entry.name);
      if (entry.isDirectory()) walk(next);
      else if (/\.(ts|tsx|mts)$/.test(entry.name)) found.push(next);
    }
  };
  walk(full);
  return found;
}

/** Every relative import of our code, as paths from the project root. */
function importEdges(): ImportEdge[] {
  const edges: ImportEdge[] = [];
  const specifier = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g;
  for (const folder of sourceFolders) {
    for (const file of sourceFiles(folder)) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(specifier)) {
        const target = match[1] ?? match[2] ?? match[3]!;
        if (!target.startsWith('.')) continue;
        edges.push({
          from: path.relative(projectRoot, file),
          to: path.relative(projectRoot, path.resolve(path.dirname(file), target)),
        });
      }
    }
  }
  return edges;
}

const top = (file: string) => file.split(path.sep)[0]!;
const moduleOf = (file: string) => (top(file) === 'services' ? file.split(path.sep)[1] : undefined);

const edges = importEdges();
const violations = (rule: (edge: ImportEdge) => boolean) =>
  edges.filter(rule).map((edge) => `${edge.from} -> ${edge.to}`);

describe('module boundaries', () => {
  it('finds the imports it checks', () => {
    expect(edges.some((edge) => edge.from.startsWith('services') && edge.to.startsWith('events'))).toBe(true);
  });

  it('no module imports another module', () => {
    expect(
      violations((edge) => top(edge.from) === 'services' && top(edge.to) === 'services' && moduleOf(edge.from) !== moduleOf(edge.to)),
    ).toEqual([]);
  });

  it('no projection imports a service', () => {
    expect(violations((edge) => top(edge.from) === 'projections' && top(edge.to) === 'services')).toEqual([]);
  });

  it('events/ imports nothing of ours outside itself but the shared rules', () => {
    expect(
      violations((edge) => top(edge.from) === 'events' && !['events', 'rules'].includes(top(edge.to)) && !edge.from.endsWith('.test.ts')),
    ).toEqual([]);
  });

  it('infra/ holds the technical parts every floor may use: it imports no module, read model or the composition root', () => {
    // app/ wires the store together (start-up, HTTP assembly, migrations, CLI, seed, backups); only it reaches up.
    expect(
      violations((edge) => top(edge.from) === 'infra' && ['services', 'projections', 'app'].includes(top(edge.to)) && !/\.test\.ts$/.test(edge.from)),
    ).toEqual([]);
  });

  it('nothing below the composition root imports it', () => {
    expect(violations((edge) => top(edge.from) !== 'app' && top(edge.to) === 'app' && !/\.test\.ts$/.test(edge.from))).toEqual([]);
  });

  it('rules/ depends on nothing: neither our code outside it nor any package', () => {
    const packageImports = sourceFiles('rules')
      .filter((file) => !file.endsWith('.test.ts'))
      .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/from\s*['"]([^'".][^'"]*)['"]/g)].map((match) => `${path.relative(projectRoot, file)} -> ${match[1]}`));
    expect(packageImports).toEqual([]);
    expect(violations((edge) => top(edge.from) === 'rules' && top(edge.to) !== 'rules')).toEqual([]);
  });

  it('web/ imports no server code, only the request schemas a module publishes', () => {
    const publishedSchema = (file: string) => /^services\/[^/]+\/schemas(\.ts)?$/.test(file.split(path.sep).join('/'));
    expect(
      violations(
        (edge) =>
          edge.from.startsWith(`web${path.sep}`) &&
          ['events', 'services', 'projections', 'infra', 'app'].includes(top(edge.to)) &&
          !publishedSchema(edge.to.replace(/\.js$/, '')),
      ),
    ).toEqual([]);
  });

  it('a file that declares a decider is named <name>.decider.ts, so the purity lint rule (eslint.config.js) covers it', () => {
    const declaresDecider = /: (Command)?Decider<|: StreamFold<|export function decide/;
    const unnamed = sourceFiles('services')
      .map((file) => path.relative(projectRoot, file))
      .filter((file) => !file.endsWith('.test.ts') && !file.endsWith('.decider.ts'))
      .filter((file) => declaresDecider.test(readFileSync(path.join(projectRoot, file), 'utf8')));
    expect(unnamed).toEqual([]);
  });
});
