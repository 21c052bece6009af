/**
 * Why a decision refused a command, named by what it means to the store, not by how it is answered: the HTTP
 * edge maps each meaning to a status (infra/http/app.ts), a decider never knows statuses.
 */
export type RefusalMeaning =
  /** The command names something that does not exist (any more). */
  | 'not_found'
  /** The command is malformed or breaks a rule of the thing it changes (an unknown variant, a limit per order). */
  | 'invalid'
  /** The actor may not do this. */
  | 'forbidden'
  /** The state the command was meant for is not the state there is (taken, out of stock, changed meanwhile). */
  | 'conflict'
  /** A limit over time was reached: the same command may succeed later. */
  | 'limit_reached'
  /** The command claims to repeat an earlier one but asks for something else (an Idempotency-Key reused). */
  | 'mismatch';

export type RefusalParams = Record<string, string | number>;

/**
 * A command refused by the domain. `code` is stable for clients (they translate it; defaults to the meaning);
 * `params` carry the values its text needs; `errors` point at the fields at fault. The message is safe to show.
 */
export class Refusal extends Error {
  readonly code: string;
  readonly params?: RefusalParams;
  readonly errors?: Record<string, string[]>;
  /** Fields of the answer a refusal's contract names beside its code (the `reason` of `cod_unavailable`). */
  readonly fields?: Readonly<Record<string, string>>;
  constructor(
    readonly meaning: RefusalMeaning,
    message: string,
    options: { code?: string; params?: RefusalParams; errors?: Record<string, string[]>; fields?: Record<string, string> } = {},
  ) {
    super(message);
    this.code = options.code ?? meaning;
    this.params = options.params;
    this.errors = options.errors;
    this.fields = options.fields;
  }
}

type Options = ConstructorParameters<typeof Refusal>[2];

export const refuse = {
  notFound: (message: string, options?: Options) => new Refusal('not_found', message, options),
  invalid: (message: string, options?: Options) => new Refusal('invalid', message, options),
  forbidden: (message: string, options?: Options) => new Refusal('forbidden', message, options),
  conflict: (message: string, options?: Options) => new Refusal('conflict', message, options),
  limitReached: (message: string, options?: Options) => new Refusal('limit_reached', message, options),
  mismatch: (message: string, options?: Options) => new Refusal('mismatch', message, options),
};
