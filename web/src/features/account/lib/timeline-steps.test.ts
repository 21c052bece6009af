import { describe, expect, it } from "vitest";
import type { TimelineStep } from "../types";
import { timelineSteps } from "./timeline-steps";

const at = (hour: number) => `2026-11-27T${String(hour).padStart(2, "0")}:00:00.000Z`;
const five = (reached: Partial<Record<string, string>>): TimelineStep[] =>
  (["placed", "confirmed", "packed", "shipped", "delivered"] as const).map((status) => ({ status, reachedAt: reached[status] ?? null }));
const shown = (steps: TimelineStep[], status: string) =>
  timelineSteps(steps, status).map((step) => [step.status, step.passed, step.current]);

describe("her order's timeline", () => {
  it("on the spec's path shows the five steps, passed up to the current one", () => {
    expect(shown(five({ placed: at(1), confirmed: at(2) }), "confirmed")).toEqual([
      ["placed", true, false],
      ["confirmed", true, true],
      ["packed", false, false],
      ["shipped", false, false],
      ["delivered", false, false],
    ]);
  });

  it("once cancelled shows the path as far as it got and then the cancellation, with or without its step from the server", () => {
    const expected = [
      ["placed", true, false],
      ["confirmed", true, false],
      ["cancelled", true, true],
    ];
    expect(shown(five({ placed: at(1), confirmed: at(2) }), "cancelled")).toEqual(expected);
    const listed = [...five({ placed: at(1), confirmed: at(2) }), { status: "cancelled", reachedAt: at(3) }] as TimelineStep[];
    expect(shown(listed, "cancelled")).toEqual(expected);
    expect(timelineSteps(listed, "cancelled").at(-1)).toMatchObject({ reachedAt: at(3), offPath: true });
  });

  it("on the way back shows the receipt still to come; once received, reached", () => {
    const shipped = five({ placed: at(1), confirmed: at(2), packed: at(3), shipped: at(4) });
    expect(shown([...shipped, { status: "returning", reachedAt: at(5) }] as TimelineStep[], "returning").slice(-3)).toEqual([
      ["shipped", true, false],
      ["returning", true, true],
      ["returned", false, false],
    ]);
    expect(shown(shipped, "returned").slice(-2)).toEqual([
      ["returning", true, false],
      ["returned", true, true],
    ]);
  });
});
