import { refuse, streamRead, type CommandDecider, type Decider, type StreamFold, type StreamRead } from '../../events/index.js';
import { codRulesFold, codStandingFold, type CodEvent, type CodRules, type CodStanding, type CodStatus } from '../../events/cod.js';
import { userStreamId } from '../../events/identity.js';
import { customerOrdersStreamId } from '../../events/orders.js';
import { toCents } from '../../infra/money.js';

type RulesChanged = Extract<CodEvent, { type: 'CodRulesChanged' }>;

const sameRules = (a: CodRules, b: CodRules) =>
  a.minOrder === b.minOrder &&
  a.maxOrder === b.maxOrder &&
  a.maxOrderNewCustomer === b.maxOrderNewCustomer &&
  a.refusalLimit === b.refusalLimit &&
  a.unavailableEmirates.length === b.unavailableEmirates.length &&
  a.unavailableEmirates.every((emirate) => b.unavailableEmirates.includes(emirate));

/**
 * Refuses rules that contradict themselves (invalid, with the fields at fault, under `prefix` where the rules are
 * part of a larger request): a set is tried as it is saved.
 */
export function checkCodRules(rules: CodRules, prefix = ''): void {
  const errors: Record<string, string[]> = {};
  const above = (low: string | null, high: string | null) => low !== null && high !== null && toCents(low) > toCents(high);
  if (above(rules.minOrder, rules.maxOrder)) errors[`${prefix}minOrder`] = ['The minimum must not be above the maximum'];
  if (above(rules.minOrder, rules.maxOrderNewCustomer)) {
    errors[`${prefix}maxOrderNewCustomer`] = ['The limit for new customers must not be below the minimum'];
  }
  if (Object.keys(errors).length > 0) throw refuse.invalid('Check the COD rules', { code: 'invalid_cod_rules', errors });
}

/**
 * Sets the store's COD rules as a whole (ADR 059). A minimum above a maximum is refused; rules equal to the ones in
 * force append nothing. Emirates are kept in the address book's order, each once.
 */
export const codRulesDecider: Decider<{ readonly rules: CodRules; readonly now: Date }, RulesChanged, CodRules> = {
  streamType: codRulesFold.streamType,
  initialState: codRulesFold.initialState,
  evolve: (rules, event) => codRulesFold.evolve(rules, event),
  decide({ rules, now }, current) {
    checkCodRules(rules);
    if (sameRules(rules, current)) return [];
    return [{ type: 'CodRulesChanged', data: { ...rules, changedAt: now.toISOString() } }];
  },
};

export const customerNotFound = 'User not found';

/** Whether an account exists, from its own stream. */
const registered: StreamFold<boolean> = {
  streamType: 'user',
  initialState: () => false,
  evolve: (known, event) => known || event.type === 'UserRegistered',
};

export type SetCodStatus = { readonly userId: string; readonly status: CodStatus; readonly note: string | null; readonly now: Date };
type StatusReads = { readonly user: StreamRead<boolean>; readonly customer: StreamRead<CodStanding> };

/**
 * Staff decide COD for one shopper (ADR 059): on her orders' stream, so her next checkout reads it with the rest of
 * her standing. An unknown account is refused; the same status and note again append nothing.
 */
export const setCodStatusDecider: CommandDecider<SetCodStatus, StatusReads, CodStanding> = {
  streams: (command) => ({
    user: streamRead(registered, userStreamId(command.userId)),
    customer: streamRead(codStandingFold, customerOrdersStreamId(command.userId)),
  }),
  decide(command, { user, customer }) {
    if (!user) throw refuse.notFound(customerNotFound, { code: 'user_not_found' });
    if (customer.status === command.status && customer.note === command.note) return { events: {}, result: customer };
    const { userId, status, note, now } = command;
    return {
      events: { customer: [{ type: 'CodStatusSet', data: { userId, status, note, setAt: now.toISOString() } }] },
      result: { ...customer, status, note },
    };
  },
};
