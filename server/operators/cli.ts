import { stdin } from 'node:process';
import { parseArgs } from 'node:util';
import { accountNameSchema, operatorRoleSchema, passwordSchema } from '../../schemas/api/operator-accounts';
import { migrate } from '../db/migrate';
import { openDb } from '../db/open';
import { clearTotp } from '../repos/operator-totp';
import { createAccount, resetPassword } from '../services/operator-accounts';

/**
 * `npm run operator -- add <name> --role <role>` creates an operator account (the first administrator, on a
 * new installation); `npm run operator -- reset-password <name>` sets a new password. The password is read
 * from stdin when something is piped in, otherwise generated and printed once. `reset-totp <name>` turns an
 * account's two-step sign-in off (ADR 0067): the way back when the only administrator has lost their phone.
 * Same DATA_DIR / DATABASE_URL
 * as the server; with the embedded database, run it while the server is stopped (PGlite has one owner).
 */
const USAGE = `usage: npm run operator -- add <name> --role <${operatorRoleSchema.options.join('|')}>
       npm run operator -- reset-password <name>
       npm run operator -- reset-totp <name>
The password is read from stdin when piped (echo "$PW" | npm run operator -- add ada --role editor),
otherwise generated and printed once.`;

async function readPiped(): Promise<string | undefined> {
  if (stdin.isTTY) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of stdin) chunks.push(Buffer.from(chunk));
  const text = Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
  return text.length > 0 ? text : undefined;
}

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { role: { type: 'string' } },
  });
  const [command, rawName] = positionals;
  if ((command !== 'add' && command !== 'reset-password' && command !== 'reset-totp') || !rawName)
    fail(USAGE);
  const name = accountNameSchema.safeParse(rawName);
  if (!name.success) fail(`account name ${name.error.issues[0]?.message ?? 'invalid'}`);
  const role = command === 'add' ? operatorRoleSchema.safeParse(values.role) : undefined;
  if (role && !role.success) fail(USAGE);
  const piped = command === 'reset-totp' ? undefined : await readPiped();
  if (piped !== undefined && !passwordSchema.safeParse(piped).success)
    fail('the password must have 12 to 256 characters');

  const db = await openDb({
    dataDir: process.env.DATA_DIR || './data',
    databaseUrl: process.env.DATABASE_URL,
  });
  try {
    await migrate(db, Date.now());
    if (command === 'reset-totp') {
      if (!(await clearTotp(db, name.data))) fail(`no account ${name.data}`);
      console.log(`operator account ${name.data}: two-step sign-in off`);
      return;
    }
    const outcome =
      command === 'add' && role?.success
        ? await createAccount(db, { name: name.data, role: role.data, password: piped, now: Date.now() })
        : await resetPassword(db, name.data, piped);
    if (!outcome.ok)
      fail(outcome.reason === 'taken' ? `account ${name.data} already exists` : `no account ${name.data}`);
    const { account, generatedPassword } = outcome.value;
    console.log(
      `operator account ${account.name} (${account.role}) ${command === 'add' ? 'created' : 'password set'}`,
    );
    // Printed once, to the terminal of whoever ran the command; it is stored only as a scrypt hash.
    if (generatedPassword) console.log(`password (shown once): ${generatedPassword}`);
  } finally {
    await db.close();
  }
}

void main();
