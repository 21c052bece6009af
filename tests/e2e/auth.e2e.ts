import { expect, test } from "@playwright/test";
import { uniqueEmail } from "./support/accounts";
import { preferEnglish, registerThroughApi, sessionOf, signIn, toasts } from "./support/pages";

test.beforeEach(async ({ page }) => {
  await preferEnglish(page);
});

test("a new shopper registers and lands on the home page signed in", async ({ page }) => {
  const email = uniqueEmail("shopper");
  await page.goto("/register");
  await page.getByLabel("Name").fill("Mariam Saeed");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("secret-123");
  await page.getByRole("button", { name: "Create account" }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(toasts(page).getByText("Account created successfully")).toBeVisible();
  await expect(page.getByTestId("account-name")).toHaveText("Hello, Mariam Saeed");

  const session = await sessionOf(page);
  expect(session.status).toBe(200);
  expect(session.user).toMatchObject({ email, name: "Mariam Saeed", role: "customer" });
});

test("the sign-up form explains what is missing before asking the server", async ({ page }) => {
  let registerCalls = 0;
  page.on("request", (request) => {
    if (request.url().endsWith("/api/auth/register")) registerCalls += 1;
  });
  await page.goto("/register");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Name is required")).toBeVisible();
  await expect(page.getByText("Email is required")).toBeVisible();
  await expect(page.getByText("Password is required")).toBeVisible();
  await expect(page.getByLabel("Name")).toBeFocused();

  await page.getByLabel("Password").fill("12345");
  await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();
  expect(registerCalls).toBe(0);
});

test("registering an email that is already taken shows 'Registration failed'", async ({ page }) => {
  const email = uniqueEmail("taken");
  for (const attempt of [1, 2]) {
    await page.context().clearCookies();
    await page.goto("/register");
    await page.getByLabel("Name").fill(`Attempt ${attempt}`);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("secret-123");
    await page.getByRole("button", { name: "Create account" }).click();
    if (attempt === 1) await expect(page).toHaveURL(/\/$/);
  }
  await expect(toasts(page).getByText("Registration failed")).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
});

test("a wrong password shows the error toast and keeps the visitor on the sign-in page", async ({ page }) => {
  await signIn(page, uniqueEmail("nobody"), "wrong-password");
  await expect(toasts(page).getByText("Error", { exact: true })).toBeVisible();
  await expect(toasts(page).getByText("Invalid credentials")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect((await sessionOf(page)).status).toBe(401);
});

test("after too many wrong passwords the sign-in form says so in Arabic, with how long to wait", async ({ page }) => {
  const email = uniqueEmail("guessed");
  await page.goto("/");
  await registerThroughApi(page, { name: "Owner", email, password: "right-password" });
  await page.context().clearCookies();
  for (let i = 0; i < 5; i++) {
    const answer = await page.request.post("/api/auth/login", { data: { email, password: "wrong-password" } });
    expect(answer.status()).toBe(401);
  }
  // Arabic, the store's default language: drop the English choice made for the other tests.
  await page.evaluate(() => window.localStorage.setItem("locale", "ar"));
  await page.goto("/login");
  await page.getByLabel("اسم المستخدم").fill(email);
  await page.getByLabel("كلمة المرور").fill("right-password");
  await page.getByRole("button", { name: "دخول", exact: true }).click();
  await expect(toasts(page, "ar").getByText("محاولات دخول كثيرة. حاولي مرة أخرى بعد 15 دقيقة.")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test("the sign-in form requires both fields", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByText("Username is required")).toBeVisible();
  await expect(page.getByText("Password is required")).toBeVisible();
});

test("F8 moves keyboard focus to the notifications", async ({ page }) => {
  await signIn(page, uniqueEmail("nobody"), "another-wrong-password");
  await expect(toasts(page).getByText("Invalid credentials")).toBeVisible();
  await page.keyboard.press("F8");
  // Radix focuses the list inside the labelled region.
  await expect(toasts(page).getByRole("list")).toBeFocused();
});
