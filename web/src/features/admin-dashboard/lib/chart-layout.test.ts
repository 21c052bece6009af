import { describe, expect, it } from "vitest";
import type { DailySales } from "../types";
import { chartBox, layoutChart, niceCeiling } from "./chart-layout";

const days: DailySales[] = [
  { date: "2026-11-19", orders: 0, revenue: "0.00" },
  { date: "2026-11-20", orders: 3, revenue: "420.50" },
  { date: "2026-11-21", orders: 7, revenue: "1210.00" },
];

describe("niceCeiling", () => {
  it("rounds up to 1, 2 or 5 times a power of ten", () => {
    expect([0, 1, 3, 7, 11, 420.5, 1210, 5000].map(niceCeiling)).toEqual([0, 1, 5, 10, 20, 500, 2000, 5000]);
  });
});

describe("layoutChart", () => {
  it("runs time from left to right in English, with each series on its own rounded scale", () => {
    const layout = layoutChart(days, "ltr");
    expect(layout.ordersMax).toBe(10);
    expect(layout.revenueMax).toBe(2000);
    const xs = layout.bars.map((bar) => bar.x);
    expect(xs[0]).toBeLessThan(xs[2]!);
    // An empty day draws nothing above the baseline; the busiest sits at 70 % of a 10-order scale.
    expect(layout.bars[0]?.barTop).toBe(layout.plotBottom);
    expect(layout.bars[2]?.barTop).toBeCloseTo(layout.plotBottom - 0.7 * (layout.plotBottom - layout.plotTop));
    expect(layout.linePath.startsWith("M")).toBe(true);
    expect(layout.linePath.split("L")).toHaveLength(3);
  });

  it("mirrors everything for Arabic, so the newest day is on the left", () => {
    const ltr = layoutChart(days, "ltr");
    const rtl = layoutChart(days, "rtl");
    rtl.bars.forEach((bar, index) => expect(bar.x).toBeCloseTo(chartBox.width - ltr.bars[index]!.x));
    expect(rtl.bars[2]!.x).toBeLessThan(rtl.bars[0]!.x);
    expect(rtl.startAxisX).toBeGreaterThan(rtl.endAxisX);
  });

  it("keeps a readable scale on a quiet month", () => {
    const layout = layoutChart([{ date: "2026-11-21", orders: 0, revenue: "0.00" }], "ltr");
    expect(layout.ordersMax).toBe(5);
    expect(layout.revenueMax).toBe(100);
  });
});
