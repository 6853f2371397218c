import { type ChildProcess, spawn } from 'node:child_process';

/** `npm start`'s entry point running as a process: its URL, all it has written so far, and a way to stop it. */
export interface MainProcess {
  url: string;
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * Starts server/main.ts as `npm start` does, with exactly `env` (give it PORT '0' and a DATA_DIR of its
 * own), and waits for the line that prints its URL; rejects if it exits first or takes over a minute. Used
 * by the e2e specs' server (tests/e2e/mallServer.ts) and by the tests of what start-up logs.
 */
export async function startMain(env: NodeJS.ProcessEnv): Promise<MainProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const found = output.match(/(http:\/\/127\.0\.0\.1:\d+)\/mbankmall\/index/);
      if (found?.[1]) {
        clearTimeout(timer);
        resolve(found[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return {
    url,
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
