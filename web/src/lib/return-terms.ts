import type { MessageKey } from "./i18n";

/** A return's statuses, reasons, resolutions and refund methods (ADR 067), as the server names them. */
export const returnStatuses = ["requested", "approved", "rejected", "received", "refunded", "exchanged"] as const;
export type ReturnStatus = (typeof returnStatuses)[number];
export const returnReasons = ["wrong_size", "damaged", "not_as_described", "changed_mind", "other"] as const;
export type ReturnReason = (typeof returnReasons)[number];
export const returnResolutions = ["refund", "store_credit", "exchange"] as const;
export type ReturnResolution = (typeof returnResolutions)[number];
export const refundMethods = ["cash", "bank_transfer", "store_credit"] as const;
export type RefundMethod = (typeof refundMethods)[number];

export const returnStatusLabel: Record<ReturnStatus, MessageKey> = {
  requested: "returns.status.requested",
  approved: "returns.status.approved",
  rejected: "returns.status.rejected",
  received: "returns.status.received",
  refunded: "returns.status.refunded",
  exchanged: "returns.status.exchanged",
};

export const returnReasonLabel: Record<ReturnReason, MessageKey> = {
  wrong_size: "returns.reason.wrong_size",
  damaged: "returns.reason.damaged",
  not_as_described: "returns.reason.not_as_described",
  changed_mind: "returns.reason.changed_mind",
  other: "returns.reason.other",
};

export const returnResolutionLabel: Record<ReturnResolution, MessageKey> = {
  refund: "returns.resolution.refund",
  store_credit: "returns.resolution.store_credit",
  exchange: "returns.resolution.exchange",
};

export const refundMethodLabel: Record<RefundMethod, MessageKey> = {
  cash: "returns.method.cash",
  bank_transfer: "returns.method.bank_transfer",
  store_credit: "returns.method.store_credit",
};

/** The badge colours of a return's status: waiting, under way, done, refused. */
export const returnStatusTone: Record<ReturnStatus, string> = {
  requested: "border-amber-300 bg-amber-50 text-amber-900",
  approved: "border-sky-300 bg-sky-50 text-sky-900",
  received: "border-indigo-300 bg-indigo-50 text-indigo-900",
  refunded: "border-emerald-300 bg-emerald-50 text-emerald-900",
  exchanged: "border-emerald-300 bg-emerald-50 text-emerald-900",
  rejected: "border-rose-300 bg-rose-50 text-rose-900",
};
