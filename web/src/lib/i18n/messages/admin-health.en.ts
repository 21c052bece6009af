import type { Message } from "../types";

/** The back office's store health page (ADR 061): the read models and any stopped at an event. Admin texts only. */
export const adminHealthEn = {
  "admin.nav.health": "Store health",
  "health.title": "Store health",
  "health.intro":
    "Every page of the store is read from read models that follow the store's event log. Each should be 0 events behind a moment after a change.",
  "health.refresh": "Refresh",
  "health.loading": "Loading the store's health...",
  "health.failed": "The store's health could not be loaded.",
  "health.summary.ok": "Every read model is up to date.",
  "health.summary.catching-up": "Some read models are catching up with the latest changes.",
  "health.summary.failed": {
    one: "{count} read model has stopped: the pages it serves no longer change.",
    other: "{count} read models have stopped: the pages they serve no longer change.",
  },
  "health.stoppedHelp":
    "It stopped at an event it cannot apply and tries again every minute at most. Writing goes on and is kept; once a fix is deployed it resumes from that event. Readiness reports it as projection_failed.",
  "health.tableCaption": "Read models, their state and their place in the event log",
  "health.col.readModel": "Read model",
  "health.col.state": "State",
  "health.col.position": "Last event applied",
  "health.col.behind": "Events behind",
  "health.state.ok": "Up to date",
  "health.state.catchingUp": "Catching up",
  "health.state.stopped": "Stopped",
  "health.stoppedAt": "Cannot apply event {position} ({type})",
  "health.stoppedAfter": "Stopped after event {position}",
  "health.since": "Since {time}",
  "health.error": "The database said:",
} as const satisfies Record<string, Message>;
