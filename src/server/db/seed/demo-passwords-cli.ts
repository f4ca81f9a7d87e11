/**
 * `npm run demo:passwords`: replaces the published demo password on every demo account (needed
 * before a production start with SEED_DEMO_DATA=true). The new password is read from standard input.
 */
import { text } from 'node:stream/consumers';
import { withOperatorDatabase } from '#server/db/operator-database';
import { replaceDemoPasswords } from './demo-passwords.ts';

process.stderr.write('New password for the demo accounts (12+ characters), then Ctrl-D (or pipe it in):\n');
const newPassword = (await text(process.stdin)).trim();
if (newPassword.length < 12) {
  process.stderr.write('The new password must have at least 12 characters.\n');
  process.exit(2);
}

await withOperatorDatabase(async (db) => {
  const changed = await replaceDemoPasswords(db, newPassword);
  process.stdout.write(`${changed} demo account(s) now use the new password.\n`);
});
