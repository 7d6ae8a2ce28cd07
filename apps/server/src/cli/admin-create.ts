import { parseArgs } from 'node:util';
import { loadConfigOrExit } from '../load-config-or-exit.ts';
import { createLogger } from '../logging/logger.ts';
import { startRuntime } from '../composition/server-runtime.ts';

const USAGE = 'Usage: npm run admin:create -- --username U --email E --password P [--superuser] [--name "Full Name"]';

/** `npm run admin:create`: creates or updates a verified staff user (role admin). */
async function main(): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        username: { type: 'string' },
        email: { type: 'string' },
        password: { type: 'string' },
        name: { type: 'string' },
        superuser: { type: 'boolean', default: false },
      },
      strict: true,
    }));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  if (!values.username || !values.email || !values.password) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfigOrExit();
  const runtime = await startRuntime(config, createLogger('warn'));
  try {
    const { created } = await runtime.upsertStaffAccount({
      username: values.username,
      email: values.email,
      password: values.password,
      superuser: values.superuser ?? false,
      fullName: values.name,
    });
    console.log(`${created ? 'Created' : 'Updated'} ${values.superuser ? 'superuser' : 'staff'} account "${values.username}" <${values.email.toLowerCase()}>`);
    return 0;
  } finally {
    await runtime.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`admin:create failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
