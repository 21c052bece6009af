import { z } from 'zod';

// Settings whose refusal names the variable and what it takes, in the operator's words ("PORT must be a port
// number"), never zod's own ("expected number, received NaN").

/** A whole number from `min` to `max`. */
export function wholeNumber(variable: string, min: number, max: number) {
  const error = `${variable} must be a whole number from ${min} to ${max}`;
  return z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error });
}

/** A TCP port; `anyFree` also takes 0 (any free port, which tests use) without advertising it. */
export function portNumber(variable: string, { anyFree = false } = {}) {
  const error = `${variable} must be a port number (1-65535)`;
  return z.coerce.number({ error }).int({ error }).min(anyFree ? 0 : 1, { error }).max(65535, { error });
}

/** On or off: 1, 0, true or false. */
export function onOff(variable: string) {
  return z
    .enum(['0', '1', 'true', 'false'], { error: `${variable} must be 1 or 0 (or true or false)` })
    .transform((value) => value === '1' || value === 'true');
}

/** One of a few words. */
export function oneOf<const T extends readonly [string, ...string[]]>(variable: string, values: T) {
  const list = `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`;
  return z.enum(values, { error: `${variable} must be ${list}` });
}
