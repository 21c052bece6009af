import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';
import { parseTrustProxy, proxyTrust, type TrustProxy } from './client-address.js';

const request = (peer: string | undefined, headers: Record<string, string> = {}) =>
  ({ socket: { remoteAddress: peer }, headers }) as unknown as IncomingMessage;

const clientOf = (setting: TrustProxy, peer: string | undefined, forwardedFor?: string) =>
  proxyTrust(setting).clientAddress(request(peer, forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }));

describe('TRUST_PROXY', () => {
  it('reads hops, address lists and nothing as none', () => {
    expect(parseTrustProxy('')).toEqual({ hops: 0 });
    expect(parseTrustProxy('0')).toEqual({ hops: 0 });
    expect(parseTrustProxy('false')).toEqual({ hops: 0 });
    expect(parseTrustProxy('1')).toEqual({ hops: 1 });
    expect(parseTrustProxy(' 2 ')).toEqual({ hops: 2 });
    expect(parseTrustProxy('10.0.0.5, 172.16.0.0/12,fd00::/8, loopback')).toEqual({
      addresses: ['10.0.0.5', '172.16.0.0/12', 'fd00::/8', 'loopback'],
    });
  });

  it('refuses "true" (every hop) and what is neither a count nor addresses, naming the setting', () => {
    for (const bad of ['true', 'yes', '10.0.0.0/40', '10.0.0.1, nginx', '-1']) expect(() => parseTrustProxy(bad), bad).toThrow();
    const load = (value: string) => () =>
      loadConfig({ NODE_ENV: 'test', TRUST_PROXY: value, JWT_SECRET: 'x'.repeat(32) });
    expect(load('true')).toThrow(ConfigError);
    expect(load('true')).toThrow(/TRUST_PROXY: .*number of proxies/);
    expect(load('app1')).toThrow(/TRUST_PROXY: .*invalid IP address: app1/);
    expect(loadConfig({ NODE_ENV: 'test' }).TRUST_PROXY).toEqual({ hops: 0 });
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '1' }).TRUST_PROXY).toEqual({ hops: 1 });
  });
});

describe('the client address', () => {
  it('is the socket’s peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    const none = parseTrustProxy('0');
    expect(clientOf(none, '198.51.100.4')).toBe('198.51.100.4');
    expect(clientOf(none, '198.51.100.4', '203.0.113.9')).toBe('198.51.100.4');
    expect(clientOf(none, '198.51.100.4', '203.0.113.9, 192.0.2.1')).toBe('198.51.100.4');
    expect(clientOf(none, '::ffff:198.51.100.4', '203.0.113.9')).toBe('198.51.100.4');
    expect(clientOf(none, '2001:db8::7')).toBe('2001:db8::7');
  });

  it('behind one proxy, is the last X-Forwarded-For entry (the one the proxy appended), never an earlier one', () => {
    const one = { hops: 1 };
    expect(clientOf(one, '10.0.0.2', '192.0.2.8')).toBe('192.0.2.8');
    expect(clientOf(one, '10.0.0.2', '203.0.113.9, 192.0.2.8')).toBe('192.0.2.8');
    expect(clientOf(one, '10.0.0.2', '1.1.1.1,2.2.2.2, 192.0.2.8')).toBe('192.0.2.8');
    // Reached without the proxy writing the header: the peer.
    expect(clientOf(one, '10.0.0.2')).toBe('10.0.0.2');
  });

  it('behind two proxies, is the entry before the last', () => {
    expect(clientOf({ hops: 2 }, '10.0.0.2', '203.0.113.9, 192.0.2.8, 10.0.0.1')).toBe('192.0.2.8');
  });

  it('with proxy addresses, skips only hops from those addresses', () => {
    const ranges = parseTrustProxy('10.0.0.0/8, loopback');
    expect(clientOf(ranges, '10.1.2.3', '203.0.113.9, 192.0.2.8')).toBe('192.0.2.8');
    expect(clientOf(ranges, '127.0.0.1', '203.0.113.9, 192.0.2.8, 10.4.4.4')).toBe('192.0.2.8');
    // A client that reaches the store directly is not a proxy: its header counts for nothing.
    expect(clientOf(ranges, '192.0.2.77', '10.0.0.9')).toBe('192.0.2.77');
  });

  it('is "unknown" once the socket has closed', () => {
    expect(clientOf({ hops: 1 }, undefined, '192.0.2.8')).toBe('unknown');
  });
});

describe('the requested host', () => {
  const hostOf = (setting: TrustProxy, peer: string, headers: Record<string, string>) =>
    proxyTrust(setting).requestedHost(request(peer, headers));

  it('is the forwarded host only when the peer is a trusted proxy', () => {
    const headers = { host: 'store.internal:3000', 'x-forwarded-host': 'evil.example, shop.example' };
    expect(hostOf({ hops: 0 }, '10.0.0.2', headers)).toBe('store.internal:3000');
    expect(hostOf({ hops: 1 }, '10.0.0.2', headers)).toBe('shop.example');
    expect(hostOf({ addresses: ['10.0.0.0/8'] }, '10.0.0.2', headers)).toBe('shop.example');
    expect(hostOf({ addresses: ['10.0.0.0/8'] }, '192.0.2.4', headers)).toBe('store.internal:3000');
    expect(hostOf({ hops: 1 }, '10.0.0.2', { host: 'shop.example' })).toBe('shop.example');
  });
});
