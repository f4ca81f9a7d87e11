// `npm run admin:reset-two-factor -- <email>`: for an admin who lost their authenticator and backup codes.
import { withOperatorDatabase } from '#server/db/operator-database';
import { resetTwoFactor } from './two-factor-reset.ts';

const email = process.argv[2]?.trim().toLowerCase();
if (!email) {
  process.stderr.write('Usage: npm run admin:reset-two-factor -- <email>\n');
  process.exit(2);
}

await withOperatorDatabase(async (db) => {
  const outcome = await resetTwoFactor(db, email);
  if (outcome === 'reset') {
    process.stdout.write(`${email}: two-factor authentication removed and sessions ended; they enrol a new authenticator at their next sign-in.\n`);
    return;
  }
  process.stderr.write(outcome === 'unknown' ? `No account uses ${email}.\n` : `${email} has no authenticator: nothing to reset.\n`);
  process.exitCode = 1;
});
