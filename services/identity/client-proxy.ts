import { perStore } from '../../infra/http/context.js';
import { proxyTrust } from '../../infra/http/client-address.js';

/** Which proxies the store trusts to name a request's client (sign-in limits count by that address). */
export const proxyOf = perStore((context) => proxyTrust(context.config.TRUST_PROXY));
