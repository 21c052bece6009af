import type { DailySales } from "../types";

/** The chart's drawing box in SVG units; the SVG scales it to the card's width. */
export const chartBox = { width: 720, height: 260, top: 16, bottom: 30, start: 40, end: 64 } as const;

/** The smallest "round" number (1, 2 or 5 times a power of ten) at or above `value`, so axis ticks read cleanly. */
export function niceCeiling(value: number): number {
  if (!(value > 0)) return 0;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= value - 1e-9) ?? 10;
  return step * power;
}

export interface ChartBar {
  date: string;
  orders: number;
  revenue: string;
  /** Centre of the day's slot, already mirrored for right-to-left. */
  x: number;
  barWidth: number;
  barTop: number;
  lineY: number;
}

export interface ChartLayout {
  bars: ChartBar[];
  linePath: string;
  ordersMax: number;
  /** In whole dirhams. */
  revenueMax: number;
  /** Gridline heights from the bottom, as fractions of the plot. */
  gridFractions: readonly number[];
  plotTop: number;
  plotBottom: number;
  /** Where the orders scale (start side) and the revenue scale (end side) are written. */
  startAxisX: number;
  endAxisX: number;
}

// Fifths: every scale below is 5, 10, 20, 50… (or 100, 200, 500… dirhams), so each gridline is a whole number.
const fractions = [0, 0.2, 0.4, 0.6, 0.8, 1] as const;

/**
 * Places one bar (orders) and one line point (revenue) per day. Time runs from the inline start: left to right in
 * English, right to left in Arabic, like the text around it. Each series has its own scale, rounded up so the
 * gridlines land on readable numbers.
 */
export function layoutChart(days: readonly DailySales[], dir: "ltr" | "rtl"): ChartLayout {
  const { width, height, top, bottom, start, end } = chartBox;
  const plotWidth = width - start - end;
  const plotBottom = height - bottom;
  const plotHeight = plotBottom - top;
  const slot = days.length > 0 ? plotWidth / days.length : plotWidth;
  const revenueOf = (day: DailySales) => Number(day.revenue) || 0;
  const ordersMax = Math.max(5, niceCeiling(Math.max(0, ...days.map((day) => Number(day.orders) || 0))));
  const revenueMax = Math.max(100, niceCeiling(Math.max(0, ...days.map(revenueOf))));
  const mirror = (x: number) => (dir === "rtl" ? width - x : x);

  const bars = days.map((day, index) => {
    const orders = Number(day.orders) || 0;
    return {
      date: day.date,
      orders,
      revenue: day.revenue,
      x: mirror(start + slot * (index + 0.5)),
      barWidth: Math.max(2, slot * 0.56),
      barTop: plotBottom - (orders / ordersMax) * plotHeight,
      lineY: plotBottom - (revenueOf(day) / revenueMax) * plotHeight,
    };
  });
  const linePath = bars
    .map((bar, index) => `${index === 0 ? "M" : "L"}${bar.x.toFixed(1)} ${bar.lineY.toFixed(1)}`)
    .join(" ");

  return {
    bars,
    linePath,
    ordersMax,
    revenueMax,
    gridFractions: fractions,
    plotTop: top,
    plotBottom,
    startAxisX: mirror(start - 8),
    endAxisX: mirror(width - end + 8),
  };
}
