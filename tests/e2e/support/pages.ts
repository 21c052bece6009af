import { expect, type Page } from "@playwright/test";
import { adminAccount } from "./accounts";

/**
 * Most tests read English labels. The choice is only seeded when nothing is stored yet, so a test that switches
 * language keeps its choice across reloads.
 */
export async function preferEnglish(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (!window.localStorage.getItem("locale")) window.localStorage.setItem("locale", "en");
  });
}

/** Asks the store who is signed in, from inside the page, exactly as the app does. */
export async function sessionOf(page: Page): Promise<{ status: number; user: { email: string; role: string; name: string } | null }> {
  return page.evaluate(async () => {
    const response = await fetch("/api/auth/me", { credentials: "include" });
    return { status: response.status, user: response.ok ? await response.json() : null };
  });
}

/**
 * Creates a customer through the API from the page, so the browser sends the same Origin header and receives the
 * same session cookie as a real sign-up.
 */
export async function registerThroughApi(page: Page, account: { name: string; email: string; password: string }) {
  const status = await page.evaluate(async (body) => {
    const response = await fetch("/api/auth/register", {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    return response.status;
  }, account);
  expect(status, "POST /api/auth/register").toBe(201);
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Username").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

export async function signInAsAdmin(page: Page): Promise<void> {
  await signIn(page, adminAccount.email, adminAccount.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Dashboard Overview" })).toBeVisible();
}

/**
 * The visible notifications. Radix also copies each toast into a screen-reader live region, so matching text on the
 * whole page would find every message twice.
 */
export function toasts(page: Page, language: "en" | "ar" = "en") {
  return page.getByRole("region", { name: language === "en" ? "Notifications (F8)" : "الإشعارات (F8)" });
}
