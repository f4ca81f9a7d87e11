/** Demo members for the benches: signed in through the API as the web app does. */
import { DEMO_PASSWORD } from '#server/db/seed/demo-accounts';

export const DEMO_COMPANY = 'contact@boulangerie-dupont.demo.cmconnect.fr';
export const DEMO_MANAGER = 'camille.martin@demo.cmconnect.fr';

/**
 * A demo member's session cookie (`origin` is the app's PUBLIC_URL: sign-in is a state-changing
 * request; `password` the demo password unless the data folder replaced it).
 */
export async function signIn(appUrl: string, email: string, origin: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await fetch(`${appUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email}: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

/** The partner of a member's newest conversation (the one the messages tab lists first). */
export async function firstPartner(appUrl: string, cookie: string): Promise<string> {
  const response = await fetch(`${appUrl}/api/messages/conversations`, { headers: { cookie } });
  if (!response.ok) throw new Error(`GET /api/messages/conversations answered ${response.status}`);
  const { conversations } = (await response.json()) as { conversations: { partner: { id: string } }[] };
  if (!conversations[0]) throw new Error('the demo member has no conversation');
  return conversations[0].partner.id;
}
