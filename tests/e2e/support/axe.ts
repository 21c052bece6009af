import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** WCAG 2.1 A and AA, and axe's best practices (landmarks, heading order), which the store also keeps. */
const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

/**
 * Moderate findings accepted, each with its reason. Serious and critical ones are never accepted; minor ones are
 * reported by axe as hints and are not checked here.
 */
const acceptedModerate: Record<string, string> = {};

export interface Finding {
  readonly rule: string;
  readonly impact: string;
  readonly targets: string[];
  readonly help: string;
}

/** Waits until the page has its data (no loading text or skeleton), then checks it with axe. */
export async function accessibilityFindings(page: Page): Promise<Finding[]> {
  await page.waitForLoadState("networkidle");
  await expect(page.locator('[aria-busy="true"], [data-slot="skeleton"]')).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: /^(Loading|جارٍ)/ })).toHaveCount(0);
  // Animations (dialog, toast, hero fades) settle, so colours are measured as they end.
  await page.waitForTimeout(250);
  const results = await new AxeBuilder({ page }).withTags(tags).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical" || violation.impact === "moderate")
    .filter((violation) => !(violation.impact === "moderate" && acceptedModerate[violation.id]))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? "",
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(" ")),
      help: violation.help,
    }));
}
