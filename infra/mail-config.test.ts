import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const load = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env });

describe('mail settings', () => {
  it('default to files, the development sender, every admin and a link base on the store\'s own port', () => {
    const config = load({ PORT: '4100' });
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.MAIL_FROM).toBe('Sakina <no-reply@store.local>');
    expect(config.ORDER_ALERT_TO).toEqual([]);
    expect(config.PUBLIC_URL).toBe('http://localhost:4100');
    expect([config.MAIL_RETRY_LIMIT, config.MAIL_RETRY_DELAY_SECONDS, config.MAIL_SEND_TIMEOUT_SECONDS]).toEqual([10, 30, 60]);
  });

  it('read the alert list and the public address as given', () => {
    const config = load({
      SMTP_URL: 'smtps://user:secret@mail.example.com:465',
      ORDER_ALERT_TO: ' owner@shop.example , desk@shop.example ',
      PUBLIC_URL: 'https://shop.example/',
    });
    expect(config.ORDER_ALERT_TO).toEqual(['owner@shop.example', 'desk@shop.example']);
    expect(config.PUBLIC_URL).toBe('https://shop.example');
  });

  it('stop start-up on a value that is not what it should be, naming it', () => {
    for (const [key, value] of [
      ['SMTP_URL', 'http://mail.example.com'],
      ['ORDER_ALERT_TO', 'owner@shop.example, not-an-address'],
      ['PUBLIC_URL', 'shop.example'],
      ['MAIL_FROM', 'Sakina'],
      ['MAIL_RETRY_LIMIT', '-1'],
    ] as const) {
      expect(() => load({ [key]: value }), key).toThrow(ConfigError);
      expect(() => load({ [key]: value }), key).toThrow(key);
    }
  });
});
