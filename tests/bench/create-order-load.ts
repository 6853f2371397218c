import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

/**
 * The load side of the create-order bench, run as its own process so the load generator does not share an
 * event loop with the server. Reads its plan from the JSON file named on the command line and prints one
 * JSON line with the figures. Every request uses a fresh confirmation and a fresh uniqueCode.
 */
interface Plan {
  url: string;
  userCode: string;
  addressId: number;
  tokens: string[];
  connections: number;
  maxSeconds: number;
  /** Keeps this run's uniqueCodes apart from another run's on the same server. */
  tag: string;
}

const plan = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as Plan;
let next = 0;
const latencies: number[] = [];
const statuses: Record<string, number> = {};

// With a callback autocannon returns the instance (events per response); without one, only a promise.
const instance = autocannon(
  {
    url: `${plan.url}/api/order/create-order`,
    method: 'POST',
    connections: plan.connections,
    // autocannon ignores duration when amount is set; the timer below bounds the time instead.
    amount: plan.tokens.length,
    headers: { 'content-type': 'application/json', userCode: plan.userCode },
    requests: [
      {
        setupRequest: (req) => {
          const i = next++;
          const token = plan.tokens[i % plan.tokens.length] ?? '';
          return {
            ...req,
            headers: { ...req.headers, uniqueCode: `bench-${plan.tag}-${i}` },
            body: JSON.stringify({ confirmToken: token, addressId: plan.addressId }),
          };
        },
      },
    ],
  },
  (err, result) => {
    if (err) throw err;
    process.stdout.write(
      `${JSON.stringify({
        requests: result.requests.total,
        seconds: result.duration,
        rps: result.requests.average,
        statuses,
        latencies,
        errors: result.errors,
        timeouts: result.timeouts,
      })}\n`,
    );
  },
);

// Bounded in time as well as in count: whichever comes first ends the run (stop() still reports).
const timer = setTimeout(() => instance.stop(), plan.maxSeconds * 1000);
instance.on('done', () => clearTimeout(timer));

instance.on('response', (_client, statusCode, _bytes, responseTime) => {
  latencies.push(responseTime);
  statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
});
