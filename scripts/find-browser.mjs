// Finds a Chromium for the end-to-end tests: Playwright's own, then the system's; installs one if neither exists.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const systemPaths = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

function playwrightChromium() {
  try {
    const { chromium } = require('playwright-core');
    const executable = chromium.executablePath();
    return executable && existsSync(executable) ? executable : undefined;
  } catch {
    return undefined;
  }
}

const systemChromium = () => systemPaths.find((candidate) => existsSync(candidate));

function tryRun(command, timeoutMs) {
  try {
    execSync(command, { stdio: 'inherit', timeout: timeoutMs });
    return true;
  } catch {
    return false;
  }
}

export function findBrowser() {
  const given = process.env.PLAYWRIGHT_CHROMIUM_PATH;
  if (given && existsSync(given)) return given;
  const found = playwrightChromium() ?? systemChromium();
  if (found) return found;

  console.log('No Chromium found; trying to install one...');
  if (tryRun('npx playwright install chromium', 5 * 60_000)) {
    const installed = playwrightChromium();
    if (installed) return installed;
  }
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    if (tryRun('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', 10 * 60_000)) {
      const installed = systemChromium();
      if (installed) return installed;
    }
  }
  console.error(
    'No Chromium for the browser tests: install Debian\'s "chromium" package (apt-get install chromium) or run "npx playwright install chromium".',
  );
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(findBrowser());
