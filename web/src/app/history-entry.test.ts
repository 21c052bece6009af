import { describe, expect, it } from "vitest";
import { keyFreshHistoryEntry } from "./history-entry";

function fakeHistory(state: unknown) {
  const history = {
    state,
    replaceState(next: unknown) {
      history.state = next;
    },
  };
  return history;
}

describe("a page opened afresh", () => {
  it("gets a history key of its own, so it is not given another page's scroll position", () => {
    const first = fakeHistory(null);
    const second = fakeHistory(null);
    keyFreshHistoryEntry(first);
    keyFreshHistoryEntry(second);
    const [a, b] = [first.state as { key: string; idx: number }, second.state as { key: string; idx: number }];
    expect(a.key).toMatch(/^[0-9a-z]{8}$/);
    expect(a.key).not.toBe("default");
    expect(a.key).not.toBe(b.key);
    expect(a.idx).toBe(0);
  });

  it("keeps the key of an entry the app made, so Back, Forward and a reload find its position", () => {
    const history = fakeHistory({ usr: { from: "cart" }, key: "k1x2", idx: 3 });
    keyFreshHistoryEntry(history);
    expect(history.state).toEqual({ usr: { from: "cart" }, key: "k1x2", idx: 3 });
  });

  it("keeps whatever else the entry holds when it adds the key", () => {
    const history = fakeHistory({ idx: 2 });
    keyFreshHistoryEntry(history);
    expect(history.state).toMatchObject({ idx: 2, usr: null });
    expect((history.state as { key: string }).key).toMatch(/^[0-9a-z]{8}$/);
  });
});
