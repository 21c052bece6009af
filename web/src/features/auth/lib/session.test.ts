import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-client";
import { meQueryKey, type User } from "../api/get-me";
import { signInCall, watchForEndedSession } from "./session";

const shopper: User = { id: "u1", email: "huda@example.com", name: "Huda", role: "customer", createdAt: "2026-01-01T00:00:00Z" };
const ended = () => new ApiError(401, "Unauthorized", '{"message":"Authentication required","code":"unauthenticated"}');

function signedInApp() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  client.setQueryData(meQueryKey, shopper);
  client.setQueryData(["/api/admin/orders"], [{ id: "o1" }]);
  let endings = 0;
  const stop = watchForEndedSession(client, () => (endings += 1));
  return { client, endings: () => endings, stop };
}

describe("a session that ended on the server", () => {
  it("is forgotten at the first 401 of a read, with what its user could read, and told once", async () => {
    const app = signedInApp();
    const read = (key: string) => app.client.fetchQuery({ queryKey: [key], queryFn: () => Promise.reject(ended()) }).catch(() => undefined);
    await read("/api/admin/stats");
    await read("/api/admin/notifications");
    expect(app.client.getQueryData(meQueryKey)).toBeNull();
    expect(app.client.getQueryData(["/api/admin/orders"])).toBeUndefined();
    expect(app.endings()).toBe(1);
    app.stop();
  });

  it("is forgotten at a 401 of a write too (e.g. checkout)", async () => {
    const app = signedInApp();
    await app.client.getMutationCache().build(app.client, { mutationFn: () => Promise.reject(ended()) }).execute(undefined).catch(() => undefined);
    expect(app.client.getQueryData(meQueryKey)).toBeNull();
    expect(app.endings()).toBe(1);
  });

  it("is not what a wrong password at sign-in means, nor any other error", async () => {
    const app = signedInApp();
    const signIn = app.client.getMutationCache().build(app.client, { mutationFn: () => Promise.reject(ended()), meta: signInCall });
    await signIn.execute(undefined).catch(() => undefined);
    await app.client
      .fetchQuery({ queryKey: ["/api/products"], queryFn: () => Promise.reject(new ApiError(503, "Unavailable", "")) })
      .catch(() => undefined);
    expect(app.client.getQueryData(meQueryKey)).toEqual(shopper);
    expect(app.endings()).toBe(0);
  });

  it("is forgotten when reading who is signed in answers nobody (the live feed's resync asks), and told once", async () => {
    const app = signedInApp();
    await app.client.fetchQuery({ queryKey: meQueryKey, queryFn: () => Promise.resolve(null), staleTime: 0 });
    expect(app.client.getQueryData(meQueryKey)).toBeNull();
    expect(app.client.getQueryData(["/api/admin/orders"])).toBeUndefined();
    expect(app.endings()).toBe(1);
  });

  it("is not what her own logout means, which forgets her by hand", () => {
    const app = signedInApp();
    app.client.setQueryData(meQueryKey, null);
    expect(app.endings()).toBe(0);
  });
});
