import { describe, expect, it } from "vitest";
import { logPositionHeaders, noteLogPosition } from "./log-position";

const answer = (position?: string) => new Response(null, { status: 204, headers: position ? { "X-Log-Position": position } : {} });

describe("the log position the web client sends", () => {
  it("sends nothing before a write, then the highest position answered, compared by transaction id first", () => {
    expect(logPositionHeaders()).toBeUndefined();
    noteLogPosition(answer("900.15"));
    expect(logPositionHeaders()).toEqual({ "X-Log-Position": "900.15" });
    // A later transaction with a lower global position is still later in the log's order.
    noteLogPosition(answer("901.12"));
    expect(logPositionHeaders()).toEqual({ "X-Log-Position": "901.12" });
    // An older answer arriving late, a read's answer without one, or a malformed one change nothing.
    noteLogPosition(answer("900.40"));
    noteLogPosition(answer());
    noteLogPosition(answer("soon"));
    expect(logPositionHeaders()).toEqual({ "X-Log-Position": "901.12" });
    noteLogPosition(answer("901.30"));
    expect(logPositionHeaders()).toEqual({ "X-Log-Position": "901.30" });
  });
});
