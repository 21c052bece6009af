// Loads a page in Chromium as a phone on slow 4G would, and reports what it took: the JSON the page's API calls
// brought over the wire, the time until its main content shows, and the tab's JavaScript heap.
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import type { Scope } from './scope.js';

/** Lighthouse's mobile "slow 4G" as applied by DevTools: 150 ms RTT × 3.75, 1.6 Mbps × 0.9 down, 750 kbps × 0.9 up. */
const slow4g = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};

export interface PageLoad {
  /** Bytes on the wire (headers and compressed bodies) of the page's JSON API answers. */
  readonly apiBytes: number;
  readonly apiRequests: number;
  /** The largest JSON answer: its path and bytes, to say what a heavy page spends them on. */
  readonly largestApi: string;
  /** From navigation start until `readySelector` is visible. */
  readonly seconds: number;
  /** The tab's JavaScript heap once the page shows (MB). */
  readonly heapMb: number;
}

export async function startBrowser(scope: Scope): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-quic'],
  });
  scope.defer('close Chromium', () => browser.close());
  return browser;
}

export interface LoadOptions {
  /** A phone on slow 4G with a 4× slower CPU (the shopper's pages), or a desktop on the local network (the back office). */
  readonly device: 'phone-slow-4g' | 'desktop';
  /** Signs in first (through the tab's own cookie jar), for pages behind sign-in. */
  readonly signIn?: { readonly email: string; readonly password: string };
}

export async function loadPage(browser: Browser, url: string, readySelector: string, options: LoadOptions): Promise<PageLoad> {
  const phone = options.device === 'phone-slow-4g';
  const context: BrowserContext = await browser.newContext(
    phone ? { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true } : { viewport: { width: 1350, height: 940 } },
  );
  try {
    if (options.signIn) {
      const answer = await context.request.post(new URL('/api/auth/login', url).toString(), { data: options.signIn });
      if (!answer.ok()) throw new Error(`sign-in for ${url}: ${answer.status()}`);
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Performance.enable');
    if (phone) {
      await cdp.send('Network.emulateNetworkConditions', slow4g);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    }
    const json = new Map<string, string>();
    const bytes = new Map<string, number>();
    cdp.on('Network.responseReceived', (event) => {
      const path = new URL(event.response.url).pathname;
      if (path.startsWith('/api/') && event.response.mimeType === 'application/json') json.set(event.requestId, path + new URL(event.response.url).search);
    });
    cdp.on('Network.loadingFinished', (event) => {
      if (json.has(event.requestId)) bytes.set(event.requestId, event.encodedDataLength);
    });
    const started = performance.now();
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    await page.locator(readySelector).first().waitFor({ state: 'visible', timeout: 60_000 }).catch(async (error: Error) => {
      const shot = path.join(os.tmpdir(), `bench-page-${Date.now()}.png`);
      await page.screenshot({ path: shot }).catch(() => undefined);
      throw new Error(`${url}: ${readySelector} did not show (page at ${page.url()}, screenshot ${shot}): ${error.message.split('\n')[0]}`);
    });
    const seconds = (performance.now() - started) / 1000;
    // Answers still arriving for what shows are part of the page's cost.
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
    const { metrics } = await cdp.send('Performance.getMetrics');
    const heap = metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? NaN;
    let largest = { path: '-', size: 0 };
    for (const [id, size] of bytes) if (size > largest.size) largest = { path: json.get(id)!, size };
    return {
      apiBytes: [...bytes.values()].reduce((sum, size) => sum + size, 0),
      apiRequests: bytes.size,
      largestApi: `${largest.path} ${(largest.size / 1024).toFixed(1)} KB`,
      seconds,
      heapMb: heap / 2 ** 20,
    };
  } finally {
    await context.close();
  }
}
