import { chooseLanguage, expect, test, uniqueTag } from "./support/storefront";

test.beforeEach(async ({ page }) => {
  await chooseLanguage(page, "en");
});

test("a category loads 24 products at a time; Load more keeps the position in the address and Back returns to it", async ({
  page,
  admin,
}) => {
  const tag = uniqueTag();
  const category = await admin.createCategory({ nameEn: `Everyday ${tag}`, nameAr: `يومي ${tag}` });
  // Created one after another: the newest first is #30, and the second page holds #6 to #1.
  for (let index = 1; index <= 30; index += 1) {
    await admin.createProduct({
      nameEn: `Everyday Abaya ${tag} #${index}`,
      nameAr: `عباية يومية ${tag} #${index}`,
      categoryId: category.id,
      variants: [{ size: "M", price: `${100 + index}.00`, stock: 5 }],
    });
  }
  const productReads: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === "/api/products") productReads.push(url.search);
  });

  await page.goto(`/shop?category=${category.id}`);
  const cards = page.getByTestId("product-list").getByRole("listitem");
  await expect(page.getByTestId("product-count")).toHaveText("30 products");
  await expect(cards).toHaveCount(24);
  await expect(page.getByTestId("products-shown")).toHaveText("Showing 24 of 30");
  expect(productReads.every((search) => new URLSearchParams(search).get("limit") === "24")).toBe(true);

  await page.getByRole("button", { name: "Load more" }).click();
  await expect(cards).toHaveCount(30);
  await expect(page).toHaveURL(new RegExp(`/shop\\?category=${category.id}&page=2$`));
  await expect(page.getByTestId("products-shown")).toHaveText("Showing 30 of 30");
  await expect(page.getByRole("button", { name: "Load more" })).toHaveCount(0);
  // The second page was read by its cursor, not by downloading everything again.
  expect(productReads.some((search) => new URLSearchParams(search).has("cursor"))).toBe(true);

  const deep = page.getByRole("link", { name: new RegExp(`Everyday Abaya ${tag} #2(?!\\d)`) });
  await deep.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(200);
  await deep.click();
  await expect(page.getByRole("heading", { level: 1, name: `Everyday Abaya ${tag} #2` })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/shop\\?category=${category.id}&page=2$`));
  await expect(cards).toHaveCount(30);
  await expect(deep).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 100);

  // A fresh visit to the same address shows the same 30, read again page by page.
  await page.reload();
  await expect(cards).toHaveCount(30);
  await expect(page.getByTestId("product-count")).toHaveText("30 products");
});

test("the home page reads three new arrivals and every category card in one read, never the whole catalog", async ({ page, admin }) => {
  const tag = uniqueTag();
  const category = await admin.createCategory({ nameEn: `Capsule ${tag}`, nameAr: `كبسولة ${tag}` });
  for (const fabric of ["Linen", "Silk"]) {
    await admin.createProduct({
      nameEn: `${fabric} Wrap ${tag}`,
      nameAr: `لفة ${fabric} ${tag}`,
      categoryId: category.id,
      variants: [{ size: "S", price: "80.00", stock: 4 }],
    });
  }
  const productReads: string[] = [];
  let cardReads = 0;
  let sessionReads = 0;
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === "/api/products") productReads.push(url.search);
    if (url.pathname === "/api/category-cards") cardReads += 1;
    if (url.pathname === "/api/auth/me") sessionReads += 1;
  });

  await page.goto("/");
  const arrivals = page.getByRole("region", { name: "New Arrivals" });
  await expect(arrivals.getByRole("listitem")).toHaveCount(3);
  // The newest product of the store is this test's Silk wrap.
  await expect(arrivals.getByTestId("product-list").getByRole("link").first()).toContainText(`Silk Wrap ${tag}`);
  const card = page.getByTestId("category-grid").getByRole("link", { name: new RegExp(category.nameEn) });
  await expect(card).toContainText("2 products");

  expect(productReads.length).toBeGreaterThan(0);
  for (const search of productReads) {
    const limit = Number(new URLSearchParams(search).get("limit"));
    expect(limit, `GET /api/products${search}`).toBeGreaterThanOrEqual(1);
    expect(limit, `GET /api/products${search}`).toBeLessThanOrEqual(3);
  }
  // The cards come from one read, however many categories there are: no product page per card.
  expect(cardReads).toBe(1);
  expect(productReads.filter((search) => new URLSearchParams(search).has("category")), "a read per category card").toEqual([]);
  // A visitor holds no signed-in hint: the page does not ask who is signed in (that question answers her 401).
  expect(sessionReads).toBe(0);
});

test("a category's products are sorted and narrowed by the server, and the address says how", async ({ page, admin }) => {
  const tag = uniqueTag();
  const category = await admin.createCategory({ nameEn: `Kaftans ${tag}`, nameAr: `قفاطين ${tag}` });
  for (const [name, price, stock] of [
    ["Mid", "150.00", 4],
    ["Cheap", "50.00", 0],
    ["Dear", "300.00", 2],
  ] as const) {
    await admin.createProduct({
      nameEn: `${name} Kaftan ${tag}`,
      nameAr: `قفطان ${name} ${tag}`,
      categoryId: category.id,
      variants: [{ size: "M", price, stock }],
    });
  }
  const names = page.getByTestId("product-list").getByRole("heading", { level: 3 });

  await page.goto(`/shop?category=${category.id}`);
  await expect(names).toHaveText([`Dear Kaftan ${tag}`, `Cheap Kaftan ${tag}`, `Mid Kaftan ${tag}`]);

  await page.getByLabel("Sort by").selectOption({ label: "Price: low to high" });
  await expect(page).toHaveURL(new RegExp(`category=${category.id}&sort=price-asc$`));
  await expect(names).toHaveText([`Cheap Kaftan ${tag}`, `Mid Kaftan ${tag}`, `Dear Kaftan ${tag}`]);

  // The box shows the address's filter: it turns checked once the click has moved the address (a moment later).
  await page.getByLabel("In stock only").click();
  await expect(page.getByLabel("In stock only")).toBeChecked();
  await expect(page.getByTestId("product-count")).toHaveText("2 products");
  await expect(names).toHaveText([`Mid Kaftan ${tag}`, `Dear Kaftan ${tag}`]);
  await expect(page).toHaveURL(/inStock=1/);

  // Back undoes the last choice: all three again, cheapest first.
  await page.goBack();
  await expect(page.getByTestId("product-count")).toHaveText("3 products");
  await expect(names.first()).toHaveText(`Cheap Kaftan ${tag}`);
});
