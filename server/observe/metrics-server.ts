import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MallMetrics } from './metrics';

export interface MetricsServer {
  url: string;
  close(): Promise<void>;
}

/**
 * /metrics on a listener of its own (METRICS_PORT, bound to METRICS_HOST, default 127.0.0.1), never on the
 * mall's port: shoppers cannot read it, and it is outside the app, so load shedding never turns it away
 * (ADR 0027).
 */
export async function startMetricsServer(
  metrics: MallMetrics,
  port: number,
  host: string,
): Promise<MetricsServer> {
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (req.method !== 'GET' || path !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    metrics.scrape().then(
      ({ contentType, body }) => res.writeHead(200, { 'content-type': contentType }).end(body),
      () => res.writeHead(500, { 'content-type': 'text/plain' }).end('metrics unavailable\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const bound = (server.address() as AddressInfo).port;
  const shownHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${shownHost}:${bound}/metrics`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
}
