import path from 'node:path';

/**
 * A path given on the command line, relative to where the user typed the command: `npm run` moves into the
 * project's folder first and leaves the user's folder in INIT_CWD.
 */
export function userPath(file: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
}

/** The value of `--name value` or `--name=value`, or undefined. */
export function option(args: readonly string[], name: string): string | undefined {
  for (let index = 0; index < args.length; index++) {
    const arg = args[index]!;
    if (arg === name) return args[index + 1];
    if (arg.startsWith(`${name}=`)) return arg.slice(name.length + 1);
  }
  return undefined;
}

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
export const count = (n: number) => n.toLocaleString('en-US');
