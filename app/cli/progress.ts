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

/**
 * One bar per step of a tool that goes through several; a step's bar is drawn at its final figures once (when it
 * reaches them, or when the next step begins). A count lower than the last one shown for a step (a rebuild's
 * per-read-model catch-up after its shared pass) is not drawn.
 */
export function stepBars() {
  type Shown = { step: string; bar: ReturnType<typeof progressBar>; done: number; total: number; final: boolean };
  let current: Shown | null = null;
  const end = () => {
    if (!current) return;
    if (!current.final) current.bar.update(current.done, current.total, true);
    current.bar.finish();
    current = null;
  };
  return {
    update(step: string, done: number, total: number, unit = 'events') {
      if (current?.step !== step) {
        end();
        current = { step, bar: progressBar(step.padEnd(12), unit), done: -1, total, final: false };
      }
      if (done < current.done || (done === current.done && total === current.total)) return;
      current.done = done;
      current.total = total;
      current.final = done >= total;
      current.bar.update(done, total, current.final);
    },
    finish: end,
  };
}
