import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../infra/project-root.js';

/**
 * The web sends what the server's request schemas take, and takes those types from the modules' schemas.ts rather
 * than writing them again. A type of the web named as a body (…Input, …Request, …Change) may add only what is
 * not the body: an id of the path, the ETag, the change it wraps. Anything else is a body written by hand.
 */
const bodyName = /^\w+(Input|Request|Change)$/;
const pathPart = /^(id|\w+Id|etag|change)$/;

function webFiles(): string[] {
  const features = path.join(projectRoot, 'web/src/features');
  const lib = path.join(projectRoot, 'web/src/lib');
  const files: string[] = [];
  for (const feature of readdirSync(features)) {
    const types = path.join(features, feature, 'types.ts');
    try {
      readFileSync(types);
      files.push(types);
    } catch {
      // A feature without a types file.
    }
    try {
      for (const name of readdirSync(path.join(features, feature, 'api'))) {
        if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) files.push(path.join(features, feature, 'api', name));
      }
    } catch {
      // A feature without API calls.
    }
  }
  for (const name of readdirSync(lib)) if (/\.ts$/.test(name) && !name.endsWith('.test.ts')) files.push(path.join(lib, name));
  return files;
}

/** The properties named at the top level of each `{ … }` in a type's text. */
function literalProperties(text: string): string[] {
  const names: string[] = [];
  let depth = 0;
  let start = -1;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char === '{') {
      if (depth === 0) start = index + 1;
      depth += 1;
    } else if (char === '}') {
      depth -= 1;
      if (depth === 0) names.push(...topLevelNames(text.slice(start, index)));
    }
  }
  return names;
}

function topLevelNames(body: string): string[] {
  const names: string[] = [];
  let depth = 0;
  let segment = '';
  for (const char of `${body};`) {
    if ('{[(<'.includes(char)) depth += 1;
    if ('}])>'.includes(char)) depth -= 1;
    if (depth === 0 && (char === ';' || char === ',' || char === '\n')) {
      const match = /^\s*(?:readonly\s+)?(\w+)\??\s*:/.exec(segment);
      if (match) names.push(match[1]!);
      segment = '';
    } else {
      segment += char;
    }
  }
  return names;
}

/** Each declared type named as a body, with the properties it writes itself. */
function handWrittenBodies(source: string): { name: string; fields: string[] }[] {
  const text = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
  const found: { name: string; fields: string[] }[] = [];
  for (const match of text.matchAll(/\binterface\s+(\w+)(?:<[^>]*>)?\s*(extends\s[^{]+)?\{/g)) {
    const name = match[1]!;
    if (!bodyName.test(name)) continue;
    const open = match.index + match[0].length - 1;
    let depth = 0;
    let end = open;
    for (; end < text.length; end += 1) {
      if (text[end] === '{') depth += 1;
      if (text[end] === '}' && --depth === 0) break;
    }
    found.push({ name, fields: literalProperties(text.slice(open, end + 1)) });
  }
  for (const match of text.matchAll(/\btype\s+(\w+)(?:<[^>]*>)?\s*=\s*([^;]+);/g)) {
    const name = match[1]!;
    if (bodyName.test(name)) found.push({ name, fields: literalProperties(match[2]!) });
  }
  return found;
}

describe('request bodies of the web', () => {
  it('tells a body written by hand from the server type plus the path', () => {
    expect(handWrittenBodies('export interface CancelOrderInput { orderId: string; reason: string; note?: string }')).toEqual([
      { name: 'CancelOrderInput', fields: ['orderId', 'reason', 'note'] },
    ]);
    expect(handWrittenBodies('export type CancelOrderInput = { orderId: string } & StaffCancelBody;')).toEqual([
      { name: 'CancelOrderInput', fields: ['orderId'] },
    ]);
  });

  it('writes no request body by hand: each comes from a module schemas.ts', () => {
    const files = webFiles();
    expect(files.length).toBeGreaterThan(50);
    const written = files.flatMap((file) =>
      handWrittenBodies(readFileSync(file, 'utf8'))
        .map(({ name, fields }) => ({ name, fields: fields.filter((field) => !pathPart.test(field)) }))
        .filter(({ fields }) => fields.length > 0)
        .map(({ name, fields }) => `${path.relative(projectRoot, file)}: ${name} { ${fields.join(', ')} }`),
    );
    expect(written).toEqual([]);
  });
});
