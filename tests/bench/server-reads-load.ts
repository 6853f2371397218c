import autocannon from 'autocannon';

/**
 * The load side of the server-reads bench, in its own process so the load generator does not share an
 * event loop with the server. Its argument is a JSON plan: `connections`, `seconds` and a list of reads
 * (URL, request headers, and for a POST its method and body), run one after another; it prints one JSON line per read (req/s, statuses,
 * latency percentiles), in the plan's order. One process for the whole list keeps start-up costs out.
 */
interface Plan {
  connections: number;
  seconds: number;
  reads: { url: string; headers?: Record<string, string>; method?: 'GET' | 'POST'; body?: string }[];
}

const plan = JSON.parse(process.argv[2] ?? '{}') as Plan;

function measure({ url, headers = {}, method = 'GET', body }: Plan['reads'][number]): Promise<string> {
  const statuses: Record<string, number> = {};
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url, connections: plan.connections, duration: plan.seconds, headers, method, body },
      (err, result) => {
        if (err) return reject(err);
        resolve(
          JSON.stringify({
            rps: result.requests.average,
            requests: result.requests.total,
            p50: result.latency.p50,
            p99: result.latency.p99,
            statuses,
            errors: result.errors,
          }),
        );
      },
    );
    instance.on('response', (_client, statusCode) => {
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    });
  });
}

for (const read of plan.reads) process.stdout.write(`${await measure(read)}\n`);
