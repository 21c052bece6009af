import { isOrderStatus } from "@/lib/order-status";
import type { TimelineStep } from "../types";

/** One step as her timeline draws it. */
export interface ShownStep {
  readonly status: string;
  readonly reachedAt: string | null;
  /** Reached, or skipped on the way to a later step. */
  readonly passed: boolean;
  readonly current: boolean;
  /** A step off the spec's path: the order was cancelled, or is on its way back. */
  readonly offPath: boolean;
}

/** The steps after leaving the spec's path, by the state the order is in. */
const offPathSteps: Readonly<Record<string, readonly string[]>> = {
  cancelled: ["cancelled"],
  returning: ["returning", "returned"],
  returned: ["returning", "returned"],
};

/**
 * What her timeline shows. On the spec's path: placed → confirmed → packed → shipped → delivered, each step up to the
 * current one passed (a step skipped on the way counts as passed). Once cancelled or sent back: the path as far as
 * the order got, then the cancellation, or the way back and its receipt; the steps it will never reach are left out.
 * Works whether or not the server lists those last steps.
 */
export function timelineSteps(steps: readonly TimelineStep[], status: string): ShownStep[] {
  const path = steps.filter((step) => isOrderStatus(step.status));
  const after = offPathSteps[status];
  if (!after) {
    const currentIndex = path.findIndex((step) => step.status === status);
    return path.map((step, index) => ({ ...step, passed: index <= currentIndex, current: index === currentIndex, offPath: false }));
  }
  let lastReached = -1;
  path.forEach((step, index) => {
    if (step.reachedAt !== null) lastReached = index;
  });
  const currentIndex = after.indexOf(status);
  return [
    ...path.slice(0, lastReached + 1).map((step) => ({ ...step, passed: true, current: false, offPath: false })),
    ...after.map((name, index) => ({
      status: name,
      reachedAt: steps.find((step) => step.status === name)?.reachedAt ?? null,
      passed: index <= currentIndex,
      current: index === currentIndex,
      offPath: true,
    })),
  ];
}
