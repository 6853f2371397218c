import { clusterPrerequisites, startCluster } from './cluster';

/**
 * `npm run cluster`: a throwaway PostgreSQL, three built server processes and haproxy in front on this
 * machine (docs/deployment.md says how to run the same on N machines). Prints the addresses; Ctrl-C stops
 * everything and removes the database.
 */
const missing = clusterPrerequisites();
if (missing) {
  console.error(`npm run cluster: ${missing}`);
  process.exit(1);
}
console.log('starting PostgreSQL, three server processes and haproxy…');
// The processes' structured log (warnings and errors at the default LOG_LEVEL) and haproxy's notices; their
// start banners name their own ports, which are not the address to open.
const cluster = await startCluster({
  processes: 3,
  log: (line) => {
    if (/^\[p\d+\] \{/.test(line) || line.startsWith('[haproxy]')) console.log(line);
  },
});
console.log(`mbankmall cluster is running: ${cluster.url}/mbankmall/index`);
for (const p of cluster.processes) console.log(`  ${p.name}: ${p.url} (metrics ${p.metricsUrl})`);
console.log(`  PostgreSQL: ${cluster.pg.url}`);
console.log(`  operator token: in ${cluster.tokenFile} (or set OPERATOR_TOKEN to choose it)`);
console.log('Ctrl-C stops everything.');
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  console.log('stopping the cluster…');
  await cluster.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
