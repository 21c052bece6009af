/** A one-line progress bar on stderr (redrawn in place on a terminal, plain lines elsewhere). */
export function progressBar(label: string, unit = 'events') {
  const started = Date.now();
  let lastDraw = 0;
  const tty = process.stderr.isTTY;
  return {
    update(done: number, total: number, force = false) {
      const now = Date.now();
      if (!force && now - lastDraw < (tty ? 100 : 2000)) return;
      lastDraw = now;
      const share = total > 0 ? Math.min(1, done / total) : 1;
      const width = 30;
      const filled = Math.round(share * width);
      const rate = done / Math.max(0.001, (now - started) / 1000);
      const line = `${label} [${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${(share * 100).toFixed(0).padStart(3)}% ${done}/${total} ${unit}, ${Math.round(rate)}/s`;
      process.stderr.write(tty ? `\r${line}` : `${line}\n`);
    },
    finish() {
      if (tty) process.stderr.write('\n');
    },
  };
}

/** One bar per step of a tool that goes through several, each ended when the next begins. */
export function stepBars() {
  let current: { step: string; bar: ReturnType<typeof progressBar> } | null = null;
  return {
    update(step: string, done: number, total: number, unit = 'events') {
      if (current?.step !== step) {
        current?.bar.finish();
        current = { step, bar: progressBar(step.padEnd(12), unit) };
      }
      current.bar.update(done, total, done >= total);
    },
    finish() {
      current?.bar.finish();
      current = null;
    },
  };
}
