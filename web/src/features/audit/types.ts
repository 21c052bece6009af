import type {
  AuditOrderHistoryAnswer,
  AuditOrderRowAnswer,
  EventLogEntryAnswer,
  OrderAsOfAnswer,
  SealAnswer,
} from "@/lib/contracts";

/** The auditors' reads (`/api/audit/*`): the server's contracts. Money is a decimal string; times are ISO strings. */

/** Who acted: today's name of the user (null for visitors, the system and unknown ids) and the role acted in. */
export type AuditActor = EventLogEntryAnswer["actor"];
export type LogEntry = EventLogEntryAnswer;
export type AuditOrderRow = AuditOrderRowAnswer;
export type AuditOrderState = OrderAsOfAnswer;
export type AuditHistoryEntry = AuditOrderHistoryAnswer["history"][number];
/** The order as it stood at `asOf` (or now; null if it did not exist yet then) and its events up to then. */
export type AuditOrderHistory = AuditOrderHistoryAnswer;
export type AuditSeal = SealAnswer;
