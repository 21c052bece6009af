import { describe, expect, it } from "vitest";
import { isoToLocalInput, justAfter, localInputToIso } from "./moments";

describe("audit moments", () => {
  it("round-trips a local field value through an ISO instant, to the second", () => {
    const iso = localInputToIso("2026-11-23T16:45:12");
    expect(iso).toMatch(/^2026-11-2\dT\d\d:45:12\.000Z$/);
    expect(isoToLocalInput(iso)).toBe("2026-11-23T16:45:12");
    expect(localInputToIso("")).toBeNull();
    expect(localInputToIso("soon")).toBeNull();
  });

  it("puts the moment after an event one millisecond past its recorded time", () => {
    expect(justAfter("2026-11-23T16:45:12.123Z")).toBe("2026-11-23T16:45:12.124Z");
  });
});
