import { describe, expect, it } from 'vitest';
import { createLogger, type LogLevel } from './logger.js';

function capture(level: LogLevel) {
  const lines: Array<Record<string, any>> = [];
  const logger = createLogger(level, { destination: { write: (line: string) => void lines.push(JSON.parse(line)) } });
  return { logger, lines };
}

describe('logger', () => {
  it('writes one JSON object per entry: level by name, ISO time, message and the fields', () => {
    const { logger, lines } = capture('info');
    logger.info('order placed', { orderNumber: 1042, correlationId: 'abc' });
    expect(lines).toEqual([
      expect.objectContaining({ level: 'info', msg: 'order placed', orderNumber: 1042, correlationId: 'abc' }),
    ]);
    expect(new Date(lines[0]!.time).toISOString()).toBe(lines[0]!.time);
  });

  it('writes an Error field with its message, stack, code and cause instead of {}', () => {
    const { logger, lines } = capture('info');
    const cause = new Error('connection reset');
    logger.error('batch failed', { error: Object.assign(new Error('could not apply', { cause }), { code: '57P01' }) });
    logger.warn('also under err', { err: new TypeError('bad value') });
    expect(lines[0]!.error).toMatchObject({ type: 'Error', code: '57P01' });
    expect(lines[0]!.error.message).toContain('could not apply');
    expect(lines[0]!.error.stack).toMatch(/^Error: could not apply\n\s+at /);
    expect(lines[0]!.error.stack).toContain('caused by: Error: connection reset');
    expect(lines[1]!.err).toMatchObject({ type: 'TypeError', message: 'bad value' });
  });

  it('writes only entries at or above its level, and nothing when silent', () => {
    const warn = capture('warn');
    warn.logger.debug('d');
    warn.logger.info('i');
    warn.logger.warn('w');
    warn.logger.error('e');
    expect(warn.lines.map((line) => line.level)).toEqual(['warn', 'error']);
    expect(warn.logger.isLevelEnabled('info')).toBe(false);
    expect(warn.logger.isLevelEnabled('error')).toBe(true);

    const silent = capture('silent');
    silent.logger.error('e');
    expect(silent.lines).toEqual([]);
  });

  it('gives a child the bindings it was made with on every line', () => {
    const { logger, lines } = capture('debug');
    const child = logger.child({ projection: 'orders' });
    child.debug('batch applied', { events: 12 });
    logger.info('no bindings here');
    expect(lines[0]).toMatchObject({ level: 'debug', projection: 'orders', events: 12, msg: 'batch applied' });
    expect(lines[1]).not.toHaveProperty('projection');
  });
});
