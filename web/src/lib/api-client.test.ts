import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiRequest, fetchPage, getQueryFn, nextLinkOf } from "./api-client";

function stubFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("apiRequest", () => {
  it("sends JSON with its content type and the session cookie when there is a body", async () => {
    const fetchMock = stubFetch(new Response("{}", { status: 200 }));
    await apiRequest("POST", "/api/auth/login", { email: "a@b.c", password: "secret1" });
    expect(fetchMock).toHaveBeenCalledWith("/api/auth/login", {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "a@b.c", password: "secret1" }),
    });
  });

  it("sends neither a body nor a content type when there is no body", async () => {
    const fetchMock = stubFetch(new Response(null, { status: 204 }));
    await apiRequest("POST", "/api/auth/logout");
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBeUndefined();
    expect(init?.headers).toBeUndefined();
    expect(init?.credentials).toBe("include");
  });

  it("adds the extra headers a call asks for, beside the JSON content type", async () => {
    const fetchMock = stubFetch(new Response("{}", { status: 201 }));
    await apiRequest("POST", "/api/orders", { items: [] }, { "Idempotency-Key": "k-1" });
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toEqual({ "Content-Type": "application/json", "Idempotency-Key": "k-1" });
  });

  it("turns a non-ok answer into an error reading status, colon, body", async () => {
    stubFetch(new Response('{"message":"Invalid credentials"}', { status: 401, statusText: "Unauthorized" }));
    const error = await apiRequest("POST", "/api/auth/login", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('401: {"message":"Invalid credentials"}');
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).serverMessage).toBe("Invalid credentials");
  });

  it("reads the stable code and the params of a JSON error answer", async () => {
    stubFetch(
      new Response('{"message":"Too many failed login attempts.","code":"too_many_attempts","params":{"retryAfterSeconds":90}}', {
        status: 429,
      }),
    );
    const error = (await apiRequest("POST", "/api/auth/login", {}).catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBe("too_many_attempts");
    expect(error.params).toEqual({ retryAfterSeconds: 90 });
    expect(new ApiError(502, "Bad Gateway", "<html></html>").code).toBeUndefined();
  });

  it("falls back to the status text when the error body is empty", async () => {
    stubFetch(new Response("", { status: 503, statusText: "Service Unavailable" }));
    await expect(apiRequest("GET", "/api/banners")).rejects.toThrow("503: Service Unavailable");
  });
});

describe("getQueryFn", () => {
  it("reads the path joined from the query key segments", async () => {
    const fetchMock = stubFetch(new Response('{"slug":"abaya"}', { status: 200 }));
    const client = new QueryClient();
    const data = await client.fetchQuery({
      queryKey: ["/api/products", "abaya"],
      queryFn: getQueryFn({ on401: "throw" }),
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/products/abaya");
    expect(fetchMock.mock.calls[0]?.[1]?.credentials).toBe("include");
    expect(data).toEqual({ slug: "abaya" });
  });

  it("answers null for a 401 when asked to, as the session read does", async () => {
    stubFetch(new Response('{"message":"Unauthorized"}', { status: 401 }));
    const client = new QueryClient();
    const data = await client.fetchQuery({ queryKey: ["/api/auth/me"], queryFn: getQueryFn({ on401: "returnNull" }) });
    expect(data).toBeNull();
  });

  it("treats a 401 as an error on ordinary reads", async () => {
    stubFetch(new Response('{"message":"Unauthorized"}', { status: 401 }));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(
      client.fetchQuery({ queryKey: ["/api/admin/stats"], queryFn: getQueryFn({ on401: "throw" }) }),
    ).rejects.toThrow('401: {"message":"Unauthorized"}');
  });
});

describe("fetchPage", () => {
  it("reads the rows, the total and the next page's link", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        new Response(JSON.stringify([{ id: "a" }]), {
          headers: { "X-Total-Count": "31", Link: '</api/admin/orders?status=new&cursor=WyJ4Il0>; rel="next"' },
        }),
      ),
    );
    expect(await fetchPage("/api/admin/orders?status=new")).toEqual({
      items: [{ id: "a" }],
      total: 31,
      exact: true,
      next: "/api/admin/orders?status=new&cursor=WyJ4Il0",
    });
  });

  it("has no next page on the last one", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response("[]", { headers: { "X-Total-Count": "0" } })));
    expect(await fetchPage("/api/account/orders")).toEqual({ items: [], total: 0, exact: true, next: null });
  });

  it("reads a total the server only counted up to as not exact", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("[]", { headers: { "X-Total-Count": "1000", "X-Total-Count-Exact": "false" } })),
    );
    expect(await fetchPage("/api/admin/orders?q=fatima")).toMatchObject({ total: 1000, exact: false });
  });
});

describe("nextLinkOf", () => {
  it("finds rel=next among several links", () => {
    expect(nextLinkOf('</a?cursor=1>; rel="prev", </a?cursor=3>; rel="next"')).toBe("/a?cursor=3");
    expect(nextLinkOf(null)).toBeNull();
  });
});
