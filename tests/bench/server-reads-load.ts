import autocannon from 'autocannon';

/**
 * The load side of the server-reads bench, in its own process so the load generator does not share an
 * event loop with the server: GETs one URL (with the request headers given as JSON) with `connections`
 * connections for `seconds`, prints one JSON line (req/s, statuses, latency percentiles).
 */
const [url = '', connections = '10', seconds = '5', headers = '{}'] = process.argv.slice(2);
const statuses: Record<string, number> = {};

const instance = autocannon(
  {
    url,
    connections: Number(connections),
    duration: Number(seconds),
    headers: JSON.parse(headers) as Record<string, string>,
  },
  (err, result) => {
    if (err) throw err;
    process.stdout.write(
      `${JSON.stringify({
        rps: result.requests.average,
        requests: result.requests.total,
        p50: result.latency.p50,
        p99: result.latency.p99,
        statuses,
        errors: result.errors,
      })}\n`,
    );
  },
);
instance.on('response', (_client, statusCode) => {
  statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
});
