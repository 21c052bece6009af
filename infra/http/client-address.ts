import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';

/**
 * Which reverse proxies may speak for the client (TRUST_PROXY): the nearest `hops` of them, whatever their
 * addresses, or those at the given addresses and ranges. Nobody by default: then the socket's peer is the client
 * and forwarding headers are ignored, since anyone can write them.
 */
export type TrustProxy = { readonly hops: number } | { readonly addresses: readonly string[] };

export const trustNoProxy: TrustProxy = { hops: 0 };

/**
 * Reads TRUST_PROXY: a number of hops (`0` none, `1` one proxy in front), or a comma-separated list of addresses,
 * CIDR ranges and the names `loopback`, `linklocal`, `uniquelocal` (the forms Express's `trust proxy` takes).
 * Throws a message for the operator on anything else, `true` included: trusting every hop would let one header
 * written by the client choose its address.
 */
export function parseTrustProxy(text: string): TrustProxy {
  const value = text.trim();
  if (value === '' || value === 'false') return trustNoProxy;
  if (/^\d+$/.test(value)) return { hops: Number(value) };
  if (value === 'true') {
    throw new Error('give the number of proxies in front of the store (e.g. 1) or their addresses; "true" would trust any client');
  }
  const addresses = value.split(',').map((part) => part.trim()).filter(Boolean);
  try {
    proxyAddr.compile(addresses);
  } catch (error) {
    throw new Error(`expected a number of proxies or proxy addresses/CIDR ranges: ${(error as Error).message}`);
  }
  return { addresses };
}

export interface ProxyTrust {
  /** Whether the address at `hop` (0 = the socket's peer, then X-Forwarded-For from its end) is a trusted proxy. */
  readonly trusts: (address: string, hop: number) => boolean;
  /** The client's address: the socket's peer, or what the trusted proxies between it and the store say it is. */
  clientAddress(req: IncomingMessage): string;
  /** The host the client asked for: a trusted proxy's X-Forwarded-Host, otherwise the Host header. */
  requestedHost(req: IncomingMessage): string | undefined;
}

/** The one reading of TRUST_PROXY that the login limits, the write guard and the live socket handshake all use. */
export function proxyTrust(setting: TrustProxy): ProxyTrust {
  const trusts =
    'hops' in setting
      ? (_address: string, hop: number) => hop < setting.hops
      : setting.addresses.length > 0
        ? proxyAddr.compile([...setting.addresses])
        : () => false;
  return {
    trusts,
    clientAddress(req) {
      // Without the peer (the socket has closed) nothing vouches for the header either.
      const address = req.socket.remoteAddress ? proxyAddr(req, trusts) : undefined;
      return address ? withoutIpv4Mapping(address) : 'unknown';
    },
    requestedHost(req) {
      const forwarded = headerValue(req.headers['x-forwarded-host']);
      const peer = req.socket.remoteAddress;
      // The entry the nearest proxy set or appended is the one that proxy vouches for.
      if (forwarded && peer && trusts(peer, 0)) return forwarded.split(',').at(-1)!.trim() || req.headers.host;
      return req.headers.host;
    },
  };
}

/** `::ffff:192.0.2.1` and `192.0.2.1` are one client (an IPv6 socket reports IPv4 peers in the first form). */
function withoutIpv4Mapping(address: string): string {
  return /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address) ? address.slice(7) : address;
}

const headerValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(',') : value);
