import { type APIRequestContext, expect } from "@playwright/test";
import pg from "pg";
import { uniqueEmail } from "./accounts";

/**
 * An auditor account: registered as a shopper, then given the role in the users read model, which sessions take
 * roles from (no command grants it yet). Needs the store's database, which global-setup names.
 */
export async function createAuditor(request: APIRequestContext, name = "Maryam Auditor"): Promise<{ email: string; password: string }> {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error("E2E_DATABASE_URL is not set: the auditor journeys need the store started by global-setup");
  const account = { name, email: uniqueEmail("auditor"), password: "audit-pass-1" };
  const registered = await request.post("/api/auth/register", { data: account });
  expect(registered.status(), "POST /api/auth/register").toBe(201);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const updated = await client.query(`update users set role = 'auditor' where email = $1`, [account.email]);
    expect(updated.rowCount).toBe(1);
  } finally {
    await client.end();
  }
  return { email: account.email, password: account.password };
}
