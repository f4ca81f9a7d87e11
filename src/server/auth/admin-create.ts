// `npm run admin:create -- <email>`: gives an existing account the admin role.
import { eq } from 'drizzle-orm';
import { withOperatorDatabase } from '#server/db/operator-database';
import { user } from '#server/db/schema/index';
import { announceViewerChanged } from './session-cache.ts';

const email = process.argv[2]?.trim().toLowerCase();
if (!email) {
  process.stderr.write('Usage: npm run admin:create -- <email>\n');
  process.exit(2);
}

await withOperatorDatabase(async (db) => {
  const updated = await db.update(user).set({ role: 'admin' }).where(eq(user.email, email)).returning({ id: user.id });
  if (updated.length === 0) {
    process.stderr.write(`No account uses ${email}. Register it first (/auth/register), then run this again.\n`);
    process.exitCode = 1;
  } else {
    // The running instances read the new role on the member's next request.
    await announceViewerChanged(db, updated[0]!.id);
    process.stdout.write(`${email} is now an administrator.\n`);
  }
});
