import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { precompressDirectory } from "./precompress";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "precompress-"));
  await mkdir(path.join(dir, "assets"));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const text = (size: number) => "const sakina = 'سكينة';\n".repeat(Math.ceil(size / 24)).slice(0, size);

describe("precompressing the build", () => {
  it("writes a Brotli and a gzip copy of scripts, styles and pages that decode to the file", async () => {
    const files = { "index.html": text(3000), "assets/main-abc.js": text(50_000), "assets/index-def.css": text(8000) };
    for (const [file, content] of Object.entries(files)) await writeFile(path.join(dir, file), content);

    const written = await precompressDirectory(dir);

    expect(written).toEqual([
      "assets/index-def.css.br", "assets/index-def.css.gz", "assets/main-abc.js.br", "assets/main-abc.js.gz",
      "index.html.br", "index.html.gz",
    ]);
    for (const [file, content] of Object.entries(files)) {
      const brotli = await readFile(path.join(dir, `${file}.br`));
      const gzip = await readFile(path.join(dir, `${file}.gz`));
      expect(brotliDecompressSync(brotli).toString()).toBe(content);
      expect(gunzipSync(gzip).toString()).toBe(content);
      expect(brotli.length).toBeLessThan(Buffer.byteLength(content));
    }
  });

  it("leaves alone source maps, binary files, tiny files and files compression would not shrink", async () => {
    await writeFile(path.join(dir, "assets/main-abc.js.map"), text(50_000));
    await writeFile(path.join(dir, "assets/cairo-arabic.woff2"), text(50_000));
    await writeFile(path.join(dir, "robots.txt"), "User-agent: *\nAllow: /\n");
    // Random bytes do not compress.
    await writeFile(path.join(dir, "assets/noise-123.js"), Buffer.from(Array.from({ length: 4096 }, () => Math.floor(Math.random() * 256))));

    expect(await precompressDirectory(dir)).toEqual([]);
  });
});
