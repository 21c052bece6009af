/** A record's id as the store makes them (UUID, any version, either case). */
export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value can name a record at all: anything else is answered as unknown before it reaches a uuid column. */
export const isUuid = (value: unknown): value is string => typeof value === 'string' && uuidPattern.test(value);
