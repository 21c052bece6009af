import { describe, expect, it } from "vitest";
import { createToastStore, TOAST_REMOVE_DELAY } from "./toast-store";

function manualClock() {
  const jobs: { fn: () => void; ms: number }[] = [];
  return {
    schedule: (fn: () => void, ms: number) => jobs.push({ fn, ms }),
    runAll: () => jobs.splice(0).forEach((job) => job.fn()),
    delays: () => jobs.map((job) => job.ms),
  };
}

describe("toast store", () => {
  it("keeps only the newest toast", () => {
    const store = createToastStore(manualClock().schedule);
    store.toast({ title: "first" });
    store.toast({ title: "second", variant: "destructive" });
    expect(store.getToasts().map((t) => [t.title, t.variant, t.open])).toEqual([["second", "destructive", true]]);
  });

  it("closes a dismissed toast at once and removes it after the removal delay", () => {
    const clock = manualClock();
    const store = createToastStore(clock.schedule);
    const shown = store.toast({ title: "Saved" });
    shown.dismiss();
    expect(store.getToasts()[0]?.open).toBe(false);
    expect(clock.delays()).toEqual([TOAST_REMOVE_DELAY]);
    clock.runAll();
    expect(store.getToasts()).toEqual([]);
  });

  it("tells subscribers about every change", () => {
    const store = createToastStore(manualClock().schedule);
    const seen: number[] = [];
    const unsubscribe = store.subscribe((toasts) => seen.push(toasts.length));
    store.toast({ title: "a" }).update({ description: "b" });
    unsubscribe();
    store.toast({ title: "c" });
    expect(seen).toEqual([1, 1]);
  });
});
