import { type ChildProcess, spawn } from "node:child_process";
import { chmodSync, createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { adminAccount } from "./support/accounts";

const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
const HEALTH_TIMEOUT_MS = 60_000;
const SHUTDOWN_TIMEOUT_MS = 30_000;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

function tail(file: string, lines = 40): string {
  try {
    return readFileSync(file, "utf8").split("\n").slice(-lines).join("\n");
  } catch {
    return "(no server output captured)";
  }
}

async function waitForHealth(baseUrl: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  let lastProblem = "no answer yet";
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The store exited (${child.exitCode ?? child.signalCode}) before it was healthy:\n${tail(logFile)}`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
      lastProblem = `GET /api/health answered ${response.status}`;
    } catch (error) {
      lastProblem = String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`The store was not healthy within ${HEALTH_TIMEOUT_MS / 1000} s (${lastProblem}):\n${tail(logFile)}`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill("SIGTERM");
  const timedOut = Symbol("timeout");
  const result = await Promise.race([
    exited(child),
    new Promise<typeof timedOut>((resolve) => setTimeout(() => resolve(timedOut), SHUTDOWN_TIMEOUT_MS)),
  ]);
  if (result === timedOut) {
    // A server that ignores SIGTERM would otherwise keep its embedded PostgreSQL and ports for ever.
    child.kill("SIGKILL");
    await exited(child);
  }
}

/** Starts the built store on fresh ports and a fresh data folder, unless E2E_BASE_URL names a running one. */
export default async function globalSetup() {
  if (process.env.E2E_BASE_URL) {
    process.env.E2E_SERVER_URL = process.env.E2E_BASE_URL.replace(/\/$/, "");
    return;
  }

  const entry = path.join(repoRoot, "dist/server/main.js");
  for (const built of [entry, path.join(repoRoot, "dist/web/index.html")]) {
    if (!existsSync(built)) throw new Error(`${built} is missing: run \`npm run build\` before the end-to-end tests.`);
  }

  const port = await freePort();
  let pgPort = await freePort();
  while (pgPort === port) pgPort = await freePort();

  const dataDir = path.join(tmpdir(), `store-e2e-${process.pid}-${Date.now()}`);
  mkdirSync(dataDir, { recursive: true });
  // Embedded PostgreSQL may run as an unprivileged user that must be able to enter this folder; mkdtemp's 0700 forbids it.
  chmodSync(dataDir, 0o755);
  const logFile = `${dataDir}.log`;
  const log = createWriteStream(logFile);

  const child = spawn(process.execPath, [entry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      SEED_DEMO: "0",
      ADMIN_EMAIL: adminAccount.email,
      ADMIN_PASSWORD: adminAccount.password,
      NODE_ENV: "test",
      // The journeys register many shoppers from this one address.
      REGISTER_LIMIT_PER_HOUR: "100000",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);

  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, child, logFile);
  } catch (error) {
    await stop(child);
    throw error;
  }
  process.env.E2E_SERVER_URL = baseUrl;
  // Without SMTP_URL the store writes its mail as .eml files under DATA_DIR/mail: journeys that follow a mailed link read them.
  process.env.E2E_DATA_DIR = dataDir;
  // The store's own database, for the few journeys that need a role no command grants yet (auditor).
  const password = readFileSync(path.join(dataDir, "postgres-password"), "utf8").trim();
  process.env.E2E_DATABASE_URL = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/store`;

  return async () => {
    await stop(child);
    log.end();
    if (child.exitCode !== 0 && child.signalCode !== "SIGTERM") {
      console.warn(`The store exited with ${child.exitCode ?? child.signalCode}; its output is kept in ${logFile}`);
    } else {
      rmSync(logFile, { force: true });
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
}
