// `npm run admin:create -- <email>`: gives an existing account the admin role.
import { eq } from 'drizzle-orm';
import { loadConfig } from '#server/config';
import { DataDirInUseError } from '#server/db/data-dir-lock';
import { openMigratedDatabase } from '#server/db/open';
import { user } from '#server/db/schema/index';

const email = process.argv[2]?.trim().toLowerCase();
if (!email) {
  process.stderr.write('Usage: npm run admin:create -- <email>\n');
  process.exit(2);
}

let database: Awaited<ReturnType<typeof openMigratedDatabase>>;
try {
  database = await openMigratedDatabase(loadConfig());
} catch (error) {
  // The embedded database is the running server's: say so instead of a stack trace.
  if (!(error instanceof DataDirInUseError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
try {
  const updated = await database.db.update(user).set({ role: 'admin' }).where(eq(user.email, email)).returning({ id: user.id });
  if (updated.length === 0) {
    process.stderr.write(`No account uses ${email}. Register it first (/auth/register), then run this again.\n`);
    process.exitCode = 1;
  } else {
    process.stdout.write(`${email} is now an administrator.\n`);
  }
} finally {
  await database.close();
}
