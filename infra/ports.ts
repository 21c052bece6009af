import { createServer } from 'node:net';
import { describePortHolder, findPortHolder } from './port-holder.js';
import { StartupError } from './startup-error.js';

/** A port the store listens on: the setting that chooses it, and what it is for (in the messages). */
export interface PortSetting {
  readonly port: number;
  readonly host: string;
  readonly variable: 'PORT' | 'EMBEDDED_PG_PORT';
  readonly purpose: string;
}

/** Stops start-up early, with one line, when the port cannot be listened on (before anything else has started). */
export async function ensurePortAvailable(setting: PortSetting): Promise<void> {
  if (setting.port === 0) return;
  const failure = await new Promise<NodeJS.ErrnoException | undefined>((resolve) => {
    const probe = createServer();
    probe.once('error', resolve);
    probe.listen({ port: setting.port, host: setting.host, exclusive: true }, () => probe.close(() => resolve(undefined)));
  });
  if (failure) throw await listenFailure(failure, setting);
}

/** The sentence for a failed listen: who holds a busy port, or which setting is wrong. */
export async function listenFailure(error: NodeJS.ErrnoException, setting: PortSetting): Promise<StartupError> {
  const { port, host, variable, purpose } = setting;
  switch (error.code) {
    case 'EADDRINUSE': {
      const holder = describePortHolder(await findPortHolder(port));
      return new StartupError(
        `port ${port} (${purpose}) is already in use, held by ${holder}; set ${variable} to a free port or stop that process`,
        { cause: error },
      );
    }
    case 'EACCES':
      return new StartupError(`port ${port} (${purpose}) needs privileges this process lacks; set ${variable} to 1024 or above`, {
        cause: error,
      });
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
      return new StartupError(
        `cannot listen on ${host}: not an address of this machine; set HOST to one of its addresses or 0.0.0.0`,
        { cause: error },
      );
    default:
      return new StartupError(`cannot listen on ${host}:${port} (${purpose}): ${error.message}; check ${variable}`, {
        cause: error,
      });
  }
}
