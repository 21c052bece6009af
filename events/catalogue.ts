import { z } from 'zod';
import type { PersonalFields } from './personal-data.js';

/**
 * One event type as the store knows it: its name, the schema of its current
 * version, and upcasters that lift older stored shapes to the current one.
 * A stored shape never changes; a new shape gets a new version.
 */
export interface EventDefinition<Type extends string = string, Data = unknown> {
  readonly type: Type;
  readonly schemaVersion: number;
  readonly schema: z.ZodType<Data>;
  /** upcasters[n] turns data stored at version n into version n + 1 */
  readonly upcasters: Readonly<Record<number, (data: unknown) => unknown>>;
  /** The personal fields of its data, stored sealed under their person's key (ADR 068). */
  readonly personal?: PersonalFields;
}

const personalOnly = new WeakSet<(data: unknown) => unknown>();

/**
 * An upcaster that changes personal fields only (ADR 068), leaving every other field as it was. Besides lifting
 * whole events, it is what `EventCatalogue.upcastOpened` runs over the opened fields alone, for readers that take
 * the plain fields from the stored log and the personal ones from their opened box (rebuilds inside the database).
 */
export function personalUpcast(upcast: (data: Record<string, unknown>) => Record<string, unknown>): (data: unknown) => unknown {
  const lift = (data: unknown) => upcast(data as Record<string, unknown>);
  personalOnly.add(lift);
  return lift;
}

export function defineEvent<Type extends string, Schema extends z.ZodType>(
  type: Type,
  schema: Schema,
  options: {
    schemaVersion?: number;
    upcasters?: Record<number, (data: unknown) => unknown>;
    personal?: PersonalFields;
  } = {},
): EventDefinition<Type, z.output<Schema>> {
  const schemaVersion = options.schemaVersion ?? 1;
  const upcasters = options.upcasters ?? {};
  for (let version = 1; version < schemaVersion; version++) {
    if (!upcasters[version]) throw new Error(`${type}: missing upcaster from version ${version}`);
  }
  return { type, schemaVersion, schema: schema as z.ZodType<z.output<Schema>>, upcasters, personal: options.personal };
}

/** The union of `{ type, data }` records a list of definitions describes. */
export type EventOf<Definitions extends readonly EventDefinition[]> = {
  [K in keyof Definitions]: Definitions[K] extends EventDefinition<infer Type, infer Data>
    ? { readonly type: Type; readonly data: Data }
    : never;
}[number];

export class UnknownEventTypeError extends Error {
  constructor(readonly eventType: string) {
    super(`Unknown event type ${eventType}`);
  }
}

export class EventCatalogue {
  private readonly byType = new Map<string, EventDefinition>();

  constructor(definitions: readonly EventDefinition[]) {
    for (const definition of definitions) {
      if (this.byType.has(definition.type)) throw new Error(`Event type ${definition.type} defined twice`);
      this.byType.set(definition.type, definition);
    }
  }

  /** Every type it knows. */
  types(): string[] {
    return [...this.byType.keys()];
  }

  has(type: string): boolean {
    return this.byType.has(type);
  }

  definition(type: string): EventDefinition {
    const definition = this.byType.get(type);
    if (!definition) throw new UnknownEventTypeError(type);
    return definition;
  }

  /** Validates new event data against the current schema; returns the version to store it under. */
  prepare(type: string, data: unknown): { schemaVersion: number; data: unknown } {
    const definition = this.definition(type);
    return { schemaVersion: definition.schemaVersion, data: definition.schema.parse(data) };
  }

  /** Lifts stored data to the current version of its type. */
  upcast(type: string, schemaVersion: number, data: unknown): unknown {
    const definition = this.byType.get(type);
    if (!definition) return data;
    let current = data;
    for (let version = schemaVersion; version < definition.schemaVersion; version++) {
      current = definition.upcasters[version]!(current);
    }
    return current;
  }

  /**
   * Lifts the opened personal fields of data stored at `schemaVersion` through the upcasters that change personal
   * fields (`personalUpcast`), as the whole event's upcast would leave them.
   */
  upcastOpened(type: string, schemaVersion: number, opened: Record<string, unknown>): Record<string, unknown> {
    const definition = this.byType.get(type);
    if (!definition) return opened;
    let current = opened;
    for (let version = schemaVersion; version < definition.schemaVersion; version++) {
      const upcaster = definition.upcasters[version]!;
      if (personalOnly.has(upcaster)) current = upcaster(current) as Record<string, unknown>;
    }
    return current;
  }
}
