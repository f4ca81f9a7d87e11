import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginMessages } from '#contracts/auth-messages';
import { complaintTexts, decisionTexts, noticeMailTexts, noticeTexts } from '#contracts/notices-terms';
import { notificationTexts } from '#contracts/notifications-terms';
import { auditLog, blogPosts, mailOutbox, messages, missions, noticeDecisions, notices, profiles, reviews } from '#server/db/schema/index';
import { TEST_ORIGIN, createTestApp, post, type TestApp } from '#server/testing/app';
import { member, mission, type Member } from '#server/testing/members';
import { fileComplaint, ONE_CLICK_EXPLANATION } from './service.ts';

/** Notice and action (DSA): 'Signaler' by anyone, decisions with statements of reasons, complaints, transparency. */

let t: TestApp;
let admin: Member;
let secondAdmin: Member;
let camille: Member;
let client: Member;
let hugo: Member;

beforeAll(async () => {
  t = await createTestApp();
  admin = await member(t, 'individual', 'Adeline');
  await t.makeAdmin(admin.email);
  secondAdmin = await member(t, 'individual', 'Bertrand');
  await t.makeAdmin(secondAdmin.email);
  camille = await member(t, 'community_manager', 'Camille');
  hugo = await member(t, 'community_manager', 'Hugo');
  client = await member(t, 'company', 'Boulangerie');
});
afterAll(() => t.close());

const VISITOR = 'lea.visiteuse@example.fr';
const notice = (targetType: string, targetId: string, extra: Record<string, unknown> = {}) => ({
  targetType,
  targetId,
  category: 'fraud',
  explanation: 'Ce profil demande des paiements hors plateforme.',
  email: VISITOR,
  goodFaith: true,
  ...extra,
});
const file = async (body: object, cookie?: string) => {
  const res = await post(t, '/api/notices', body, cookie);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
};
const decide = (id: string, body: object, who: Member = admin) => post(t, `/api/admin/notices/${id}/decision`, body, who.cookie);
const mailsTo = (to: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt));
const mailTo = async (to: string, subject: string) => (await mailsTo(to)).find((mail) => mail.subject.startsWith(subject));
/** The database refused the statement with the append-only trigger's error. */
const refused = async (query: PromiseLike<unknown>) => {
  const error = await Promise.resolve(query).then(
    () => null,
    (failure: unknown) => failure as { cause?: { message?: string } },
  );
  expect(error?.cause?.message).toMatch(/append-only/);
};
const auditOf = (action: string, entityId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));
const decisionOf = async (noticeId: string) => (await t.db.select().from(noticeDecisions).where(eq(noticeDecisions.noticeId, noticeId)))[0]!;
const tokenOf = async (noticeId: string) => (await decisionOf(noticeId)).complaintToken;
const queueOf = async (view: 'queue' | 'decided', who: Member = admin) =>
  (await t.app.inject({ method: 'GET', url: `/api/admin/notices?view=${view}`, headers: { cookie: who.cookie } })).json();
const queue = async (who: Member = admin) =>
  (await t.app.inject({ method: 'GET', url: '/api/admin/notices', headers: { cookie: who.cookie } })).json();

describe('filing a notice', () => {
  it('takes a visitor’s notice on a profile with an acknowledgement by mail and an audit entry', async () => {
    const id = await file(notice('profile', camille.id));
    const [row] = await t.db.select().from(notices).where(eq(notices.id, id));
    expect(row).toMatchObject({
      targetType: 'profile',
      targetLabel: 'Profil de Camille',
      authorId: camille.id,
      category: 'fraud',
      notifierId: null,
      notifierEmail: VISITOR,
      goodFaith: true,
    });
    const [mail] = await mailsTo(VISITOR);
    expect(mail!.subject).toBe('Nous avons bien reçu votre signalement - CM Connect');
    expect(mail!.text).toContain('« Profil de Camille » (motif : Fraude ou arnaque)');
    expect(await auditOf('notice.file', id)).toMatchObject([{ actorId: null, actorName: 'Visiteur', label: 'Profil de Camille' }]);
  });

  it('requires a visitor’s email, the good-faith statement, a category and an explanation', async () => {
    const noEmail = await post(t, '/api/notices', notice('profile', camille.id, { email: undefined }));
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().error.fields.email).toBe(noticeTexts.emailRequired);
    for (const [field, value, message] of [
      ['goodFaith', false, noticeTexts.goodFaithRequired],
      ['category', 'spam', noticeTexts.categoryRequired],
      ['explanation', '   ', noticeTexts.explanationRequired],
    ] as const) {
      const res = await post(t, '/api/notices', notice('profile', camille.id, { [field]: value }));
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error.fields[field], field).toBe(message);
    }
    expect(await t.db.select().from(notices)).toHaveLength(0);
  });

  it('uses a member’s account email and refuses content that is not there', async () => {
    const job = await mission(t, client.id, { title: 'Community manager TikTok' });
    const id = await file(notice('mission', job.id, { email: undefined }), hugo.cookie);
    expect((await t.db.select().from(notices).where(eq(notices.id, id)))[0]).toMatchObject({
      notifierId: hugo.id,
      notifierEmail: hugo.email,
      authorId: client.id,
      targetLabel: 'Mission « Community manager TikTok »',
    });
    const draft = await mission(t, client.id, { status: 'draft' });
    for (const [type, targetId] of [
      ['mission', draft.id],
      ['profile', randomUUID()],
      ['review', randomUUID()],
      ['article', randomUUID()],
    ]) {
      const res = await post(t, '/api/notices', notice(type!, targetId!));
      expect(res.statusCode, type).toBe(404);
      expect(res.json().error.message).toBe(noticeTexts.targetNotFound);
    }
  });

  it('takes a notice on a message from the members of its conversation only', async () => {
    const [message] = await t.db
      .insert(messages)
      .values({ senderId: hugo.id, receiverId: camille.id, content: 'Payez-moi par Western Union.' })
      .returning();
    expect((await post(t, '/api/notices', notice('message', message!.id))).statusCode).toBe(404);
    expect((await post(t, '/api/notices', notice('message', message!.id), client.cookie)).statusCode).toBe(404);
    const id = await file(notice('message', message!.id), camille.cookie);
    expect((await t.db.select().from(notices).where(eq(notices.id, id)))[0]).toMatchObject({
      authorId: hugo.id,
      excerpt: 'Payez-moi par Western Union.',
    });
  });

  it('is rate-limited per address', async () => {
    const from = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/notices',
        remoteAddress: '203.0.113.77',
        payload: notice('profile', camille.id, { explanation: `Signalement ${n}` }),
        headers: { origin: TEST_ORIGIN, host: new URL(TEST_ORIGIN).host },
      });
    for (let n = 1; n <= 5; n += 1) expect((await from(n)).statusCode).toBe(201);
    expect((await from(6)).statusCode).toBe(429);
  });
});

describe('notices and decisions are append-only', () => {
  it('the database refuses to change or delete a notice or a decision', async () => {
    const id = await file(notice('profile', camille.id));
    await refused(t.db.update(notices).set({ explanation: 'réécrit' }).where(eq(notices.id, id)));
    await refused(t.db.delete(notices).where(eq(notices.id, id)));
    expect((await decide(id, { action: 'keep', ground: 'Rien d’illicite.' })).statusCode).toBe(204);
    await refused(t.db.update(noticeDecisions).set({ ground: 'autre' }).where(eq(noticeDecisions.noticeId, id)));
    await refused(t.db.delete(noticeDecisions).where(eq(noticeDecisions.noticeId, id)));
    expect((await t.db.select().from(notices).where(eq(notices.id, id)))[0]!.explanation).toBe('Ce profil demande des paiements hors plateforme.');
  });
});

describe('deciding', () => {
  it('is for admins; needs a ground and an action that fits the content', async () => {
    const id = await file(notice('profile', camille.id));
    expect((await decide(id, { action: 'keep', ground: 'ok' }, camille)).statusCode).toBe(403);
    const noGround = await decide(id, { action: 'suspend', ground: ' ' });
    expect(noGround.statusCode).toBe(400);
    expect(noGround.json().error.fields.ground).toBe(decisionTexts.groundRequired);
    const remove = await decide(id, { action: 'remove', ground: 'Arnaque.' });
    expect(remove.statusCode).toBe(409);
    expect(remove.json().error.message).toBe(decisionTexts.actionNotAllowed);
    expect((await decide(randomUUID(), { action: 'keep', ground: 'ok' })).statusCode).toBe(404);
    expect((await queue()).items.map((item: { id: string }) => item.id)).toEqual([id]);
  });

  it('suspends the author through the suspension, sends the statement of reasons and tells the notifier how to contest', async () => {
    const id = await file(notice('profile', camille.id));
    const publicProfile = () => t.app.inject({ method: 'GET', url: `/api/profiles/${camille.id}` });
    expect((await publicProfile()).statusCode).toBe(200); // read once: cached for visitors
    const ground = 'Demandes répétées de paiement hors plateforme (conditions d’utilisation, article 7).';
    expect((await decide(id, { action: 'suspend', ground, automatedDetection: true })).statusCode).toBe(204);

    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, camille.id));
    expect(profile!.suspendedAt).toBeInstanceOf(Date);
    expect((await publicProfile()).statusCode).toBe(404); // the visitors' cached copy went with the decision
    const reasons = await mailTo(camille.email, 'Décision de modération concernant votre contenu');
    expect(reasons!.text).toContain('Décision : Compte suspendu.');
    expect(reasons!.text).toContain(`Motif de la décision : ${ground}`);
    expect(reasons!.text).toContain('Une détection automatisée a contribué');
    const token = await tokenOf(id);
    expect(reasons!.html).toContain(`/contester/${token}`);
    expect(reasons!.text).toContain('Contester la décision');
    expect(reasons!.text).toContain(noticeMailTexts.reasonsSuspended);
    // The notifier's outcome (DSA Art. 16(5), 16(6), 20(1)): the decision, its ground, automated means, the redress routes.
    const outcome = await mailTo(VISITOR, 'Suite donnée à votre signalement');
    expect(outcome!.text).toContain('Décision : Compte suspendu.');
    expect(outcome!.text).toContain(`Motif de la décision : ${ground}`);
    expect(outcome!.text).toContain(noticeMailTexts.outcomeAutomatedYes);
    expect(outcome!.text).toContain('organisme de règlement extrajudiciaire des litiges certifié ou la justice');
    const { notifierComplaintToken } = await decisionOf(id);
    expect(notifierComplaintToken).not.toBe(token);
    expect(outcome!.html).toContain(`/contester/${notifierComplaintToken}`);

    expect(await auditOf('notice.decide', id)).toMatchObject([{ actorId: admin.id, changes: { action: { to: 'suspend' }, ground: { to: ground } } }]);
    expect(await auditOf('user.suspend', camille.id)).toMatchObject([{ changes: { reason: { to: ground } } }]);
    // The statement of reasons is the member's one mail: no suspension mail pointing to 'Contact' (F7).
    await t.app.backgroundJobs.drain();
    const suspensionSubject = notificationTexts.mailSubject(notificationTexts.accountSuspended.title);
    expect((await mailsTo(camille.email)).map((mail) => mail.subject)).not.toContain(suspensionSubject);
    // Signing in says the decision and its complaint link were mailed (F5).
    const signIn = await post(t, '/api/auth/sign-in/email', { email: camille.email, password: 'mot-de-passe-solide' });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().error).toEqual({ code: 'FORBIDDEN', message: loginMessages.accountSuspendedByDecision });

    const again = await decide(id, { action: 'keep', ground: 'Finalement non.' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(decisionTexts.alreadyDecided);
    expect((await queue()).items).toEqual([]);
  });

  it('decides once when two admins decide at the same moment', async () => {
    const id = await file(notice('profile', camille.id));
    const answers = await Promise.all([
      decide(id, { action: 'keep', ground: 'Rien d’illicite.' }),
      decide(id, { action: 'keep', ground: 'Rien d’illicite.' }, secondAdmin),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([204, 409]);
    expect(await t.db.select().from(noticeDecisions).where(eq(noticeDecisions.noticeId, id))).toHaveLength(1);
  });

  it('removes a message’s text, a review, a mission; restricts an article', async () => {
    const [message] = await t.db.insert(messages).values({ senderId: hugo.id, receiverId: camille.id, content: 'Mon IBAN : FR76…' }).returning();
    const onMessage = await file(notice('message', message!.id), camille.cookie);
    expect((await decide(onMessage, { action: 'remove', ground: 'Paiement hors plateforme.' })).statusCode).toBe(204);
    expect((await t.db.select().from(messages).where(eq(messages.id, message!.id)))[0]).toMatchObject({ content: '' });

    const [review] = await t.db
      .insert(reviews)
      .values({ rating: 1, comment: 'Insultes', reviewerId: hugo.id, reviewedId: camille.id, publishedAt: new Date() })
      .returning();
    const onReview = await file(notice('review', review!.id, { category: 'hate' }));
    expect((await decide(onReview, { action: 'remove', ground: 'Propos injurieux.' })).statusCode).toBe(204);
    expect(await t.db.select().from(reviews).where(eq(reviews.id, review!.id))).toHaveLength(0);

    const job = await mission(t, client.id);
    const onMission = await file(notice('mission', job.id));
    expect((await decide(onMission, { action: 'restrict', ground: 'Offre trompeuse.' })).statusCode).toBe(204);
    expect((await t.db.select().from(missions).where(eq(missions.id, job.id)))[0]!.status).toBe('closed');

    const [article] = await t.db
      .insert(blogPosts)
      .values({ title: 'Article copié', excerpt: 'Extrait', content: 'Texte', category: 'Conseils', published: true })
      .returning();
    const onArticle = await file(notice('article', article!.id, { category: 'intellectual_property' }));
    expect((await decide(onArticle, { action: 'restrict', ground: 'Contenu copié.' })).statusCode).toBe(204);
    expect((await t.db.select().from(blogPosts).where(eq(blogPosts.id, article!.id)))[0]!.published).toBe(false);
  });
});

describe('automated detection (F8)', () => {
  it('is recorded and told when the scam detector flagged the reported message, whatever the admin sends', async () => {
    const [flagged] = await t.db
      .insert(messages)
      .values({ senderId: hugo.id, receiverId: camille.id, content: 'Acompte par Western Union.', warnings: ['payment'], flaggedAt: new Date() })
      .returning();
    const id = await file(notice('message', flagged!.id), camille.cookie);
    expect((await queue()).items).toMatchObject([{ id, detectedAutomatically: true }]);
    expect((await decide(id, { action: 'remove', ground: 'Paiement hors plateforme.', automatedDetection: false })).statusCode).toBe(204);
    expect((await decisionOf(id)).automatedDetection).toBe(true);
    const reasons = await mailTo(hugo.email, 'Décision de modération concernant votre contenu');
    expect(reasons!.text).toContain(noticeMailTexts.automatedYes);
    const outcome = await mailTo(camille.email, 'Suite donnée à votre signalement');
    expect(outcome!.text).toContain(noticeMailTexts.outcomeAutomatedYes);
    expect((await queueOf('decided')).items).toMatchObject([{ id, decision: { automatedDetection: true } }]);
  });

  it('is not claimed for a message the detector left alone', async () => {
    const [plain] = await t.db
      .insert(messages)
      .values({ senderId: hugo.id, receiverId: camille.id, content: 'Bonjour, je suis disponible.' })
      .returning();
    const id = await file(notice('message', plain!.id), camille.cookie);
    expect((await queue()).items).toMatchObject([{ id, detectedAutomatically: false }]);
    expect((await decide(id, { action: 'keep', ground: 'Rien d’illicite.' })).statusCode).toBe(204);
    expect((await decisionOf(id)).automatedDetection).toBe(false);
    expect((await mailTo(hugo.email, 'Décision de modération concernant votre contenu'))!.text).toContain(noticeMailTexts.automatedNo);
  });
});

describe('keeping the content', () => {
  it('ends the one-click report of a message (and the detector’s queueing) and of a review', async () => {
    const [message] = await t.db
      .insert(messages)
      .values({
        senderId: hugo.id,
        receiverId: camille.id,
        content: 'Rendez-vous jeudi ?',
        reported: true,
        warnings: ['phone'],
        flaggedAt: new Date(),
      })
      .returning();
    const [review] = await t.db
      .insert(reviews)
      .values({ rating: 2, comment: 'Moyen.', reported: true, reviewerId: hugo.id, reviewedId: camille.id, publishedAt: new Date() })
      .returning();
    const onMessage = await file(notice('message', message!.id), camille.cookie);
    const onReview = await file(notice('review', review!.id));
    for (const id of [onMessage, onReview]) expect((await decide(id, { action: 'keep', ground: 'Rien d’illicite.' })).statusCode).toBe(204);
    expect((await t.db.select().from(messages).where(eq(messages.id, message!.id)))[0]).toMatchObject({
      reported: false,
      flaggedAt: null,
      warnings: ['phone'],
      content: 'Rendez-vous jeudi ?',
    });
    expect((await t.db.select().from(reviews).where(eq(reviews.id, review!.id)))[0]).toMatchObject({ reported: false, comment: 'Moyen.' });
  });
});

describe('contesting a decision', () => {
  const decided = async (action = 'suspend') => {
    const id = await file(notice('profile', camille.id));
    expect((await decide(id, { action, ground: 'Arnaque avérée.' })).statusCode).toBe(204);
    return { id, token: await tokenOf(id) };
  };
  const complain = (token: string) => post(t, `/api/decisions/${token}/complaint`, { explanation: 'Je n’ai jamais demandé de virement.' });
  const answer = (complaintId: string, body: object, who: Member) => post(t, `/api/admin/complaints/${complaintId}/answer`, body, who.cookie);

  it('shows the decision behind the mail’s link and takes one complaint, within 6 months', async () => {
    const { token } = await decided();
    const page = await t.app.inject({ method: 'GET', url: `/api/decisions/${token}` });
    expect(page.json()).toMatchObject({ targetLabel: 'Profil de Camille', action: 'suspend', ground: 'Arnaque avérée.', complained: false });
    expect((await t.app.inject({ method: 'GET', url: '/api/decisions/inconnu' })).statusCode).toBe(404);
    expect((await complain(token)).statusCode).toBe(201);
    const again = await complain(token);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(complaintTexts.alreadyFiled);
    expect((await t.app.inject({ method: 'GET', url: `/api/decisions/${token}` })).json().complained).toBe(true);
  });

  it('takes one complaint when two arrive at the same moment', async () => {
    const { token } = await decided('keep');
    const answers = await Promise.all([complain(token), complain(token)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
  });

  it('refuses a complaint after 6 months', async () => {
    const { token } = await decided('keep');
    const later = new Date(Date.now() + 184 * 24 * 3600 * 1000);
    await expect(fileComplaint(t.db, token, { explanation: 'Trop tard ?' }, later)).rejects.toThrow(complaintTexts.expired);
  });

  it('is answered by a second admin only; a reversed suspension is lifted and the author told', async () => {
    const { id, token } = await decided();
    expect((await complain(token)).statusCode).toBe(201);
    const [item] = (await queue()).items;
    expect(item).toMatchObject({ id, decision: { action: 'suspend', complaints: [{ party: 'author', outcome: null }] } });
    const complaintId = item.decision.complaints[0].id;

    const same = await answer(complaintId, { outcome: 'reversed', answer: 'Erreur de notre part.' }, admin);
    expect(same.statusCode).toBe(403);
    expect(same.json().error.message).toBe(decisionTexts.sameAdmin);
    expect((await answer(complaintId, { outcome: 'reversed', answer: 'Erreur de notre part.' }, secondAdmin)).statusCode).toBe(204);
    expect((await t.db.select().from(profiles).where(eq(profiles.id, camille.id)))[0]).toMatchObject({
      suspendedAt: null,
      suspendedByDecision: false,
    });
    const mail = await mailTo(camille.email, 'Réponse à votre contestation');
    expect(mail!.text).toContain('Issue : Décision annulée.');
    expect(await auditOf('complaint.answer', complaintId)).toMatchObject([{ actorId: secondAdmin.id }]);
    expect((await answer(complaintId, { outcome: 'upheld', answer: 'Bis' }, secondAdmin)).statusCode).toBe(409);
    expect((await queue()).items).toEqual([]);
  });
});

describe('the notifier contesting a decision (F4)', () => {
  const complain = (token: string, explanation = 'Ce profil m’a bien demandé un virement.') =>
    post(t, `/api/decisions/${token}/complaint`, { explanation });
  const answer = (complaintId: string, body: object, who: Member = secondAdmin) =>
    post(t, `/api/admin/complaints/${complaintId}/answer`, body, who.cookie);

  it('takes the notifier’s complaint against keeping the content, beside the author’s, and mails the notifier the answer', async () => {
    const id = await file(notice('profile', camille.id));
    expect((await decide(id, { action: 'keep', ground: 'Pas de preuve d’arnaque.' })).statusCode).toBe(204);
    const { complaintToken, notifierComplaintToken } = await decisionOf(id);
    const page = await t.app.inject({ method: 'GET', url: `/api/decisions/${notifierComplaintToken}` });
    expect(page.json()).toMatchObject({ targetLabel: 'Profil de Camille', action: 'keep', complained: false });

    expect((await complain(notifierComplaintToken!)).statusCode).toBe(201);
    expect((await complain(notifierComplaintToken!)).json().error.message).toBe(complaintTexts.alreadyFiled);
    // The author's own link still works: one complaint per party.
    expect((await t.app.inject({ method: 'GET', url: `/api/decisions/${complaintToken}` })).json().complained).toBe(false);
    expect((await complain(complaintToken, 'Je n’ai rien fait.')).statusCode).toBe(201);

    const [item] = (await queue()).items;
    expect(item.decision.complaints).toMatchObject([
      { party: 'notifier', explanation: 'Ce profil m’a bien demandé un virement.', outcome: null },
      { party: 'author', explanation: 'Je n’ai rien fait.', outcome: null },
    ]);
    const notifierComplaint = item.decision.complaints[0].id;
    expect(await auditOf('complaint.file', notifierComplaint)).toMatchObject([{ actorId: null, actorName: 'Auteur du signalement' }]);
    expect((await answer(notifierComplaint, { outcome: 'upheld', answer: 'Les éléments fournis ne suffisent pas.' })).statusCode).toBe(204);
    const mail = await mailTo(VISITOR, 'Réponse à votre contestation');
    expect(mail!.text).toContain('Issue : Décision maintenue.');
    expect(await mailTo(camille.email, 'Réponse à votre contestation')).toBeUndefined();
    // The author's complaint is still to answer.
    expect((await queue()).items[0].decision.complaints).toMatchObject([{ party: 'author', outcome: null }]);
  });

  it('sends a member notifier’s outcome to their account’s address, and a notifier’s reversal leaves the content as it is', async () => {
    const job = await mission(t, client.id, { title: 'Mission douteuse' });
    const id = await file(notice('mission', job.id, { email: undefined }), hugo.cookie);
    expect((await decide(id, { action: 'restrict', ground: 'Offre trompeuse.' })).statusCode).toBe(204);
    const outcome = await mailTo(hugo.email, 'Suite donnée à votre signalement');
    const { notifierComplaintToken } = await decisionOf(id);
    expect(outcome!.html).toContain(`/contester/${notifierComplaintToken}`);
    expect((await complain(notifierComplaintToken!, 'Il fallait la supprimer.')).statusCode).toBe(201);
    const complaintId = (await queue()).items[0].decision.complaints[0].id;
    expect(await auditOf('complaint.file', complaintId)).toMatchObject([{ actorId: hugo.id }]);
    expect((await answer(complaintId, { outcome: 'reversed', answer: 'Nous la supprimons.' })).statusCode).toBe(204);
    expect((await t.db.select().from(missions).where(eq(missions.id, job.id)))[0]!.status).toBe('closed');
    expect((await mailTo(hugo.email, 'Réponse à votre contestation'))!.text).toContain('Issue : Décision annulée.');
  });
});

describe('answering a complaint', () => {
  it('requires the outcome to be chosen (F6)', async () => {
    const id = await file(notice('profile', camille.id));
    expect((await decide(id, { action: 'keep', ground: 'Rien.' })).statusCode).toBe(204);
    expect((await post(t, `/api/decisions/${await tokenOf(id)}/complaint`, { explanation: 'Contestation.' })).statusCode).toBe(201);
    const complaintId = (await queue()).items[0].decision.complaints[0].id;
    for (const outcome of [undefined, '']) {
      const res = await post(t, `/api/admin/complaints/${complaintId}/answer`, { outcome, answer: 'Réponse.' }, secondAdmin.cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.outcome).toBe(decisionTexts.outcomeRequired);
    }
  });

  it('publishes again an article whose restriction the author’s complaint reversed', async () => {
    const [article] = await t.db
      .insert(blogPosts)
      .values({ title: 'Article original', excerpt: 'Extrait', content: 'Texte', category: 'Conseils', published: true })
      .returning();
    const id = await file(notice('article', article!.id, { category: 'intellectual_property' }));
    expect((await decide(id, { action: 'restrict', ground: 'Contenu copié.' })).statusCode).toBe(204);
    expect((await post(t, `/api/decisions/${await tokenOf(id)}/complaint`, { explanation: 'C’est mon texte.' })).statusCode).toBe(201);
    const complaintId = (await queue()).items[0].decision.complaints[0].id;
    const res = await post(t, `/api/admin/complaints/${complaintId}/answer`, { outcome: 'reversed', answer: 'Texte original.' }, secondAdmin.cookie);
    expect(res.statusCode).toBe(204);
    expect((await t.db.select().from(blogPosts).where(eq(blogPosts.id, article!.id)))[0]!.published).toBe(true);
  });
});

describe('the decided notices (‘Traités’)', () => {
  it('lists the decided notices with their decision and answered complaints, latest first, and not the undecided ones', async () => {
    const first = await file(notice('profile', camille.id));
    const second = await file(notice('profile', hugo.id, { category: 'hate' }));
    const undecided = await file(notice('profile', client.id));
    expect((await decide(first, { action: 'keep', ground: 'Rien.' })).statusCode).toBe(204);
    expect((await post(t, `/api/decisions/${await tokenOf(first)}/complaint`, { explanation: 'Contestation.' })).statusCode).toBe(201);
    const complaintId = (await queue()).items.find((item: { id: string }) => item.id === first).decision.complaints[0].id;
    expect(
      (await post(t, `/api/admin/complaints/${complaintId}/answer`, { outcome: 'upheld', answer: 'Maintenue.' }, secondAdmin.cookie)).statusCode,
    ).toBe(204);
    expect((await decide(second, { action: 'suspend', ground: 'Propos haineux.' })).statusCode).toBe(204);
    const { items } = await queueOf('decided');
    expect(items.map((item: { id: string }) => item.id)).toEqual([second, first]);
    expect(items[1].decision).toMatchObject({ action: 'keep', complaints: [{ party: 'author', outcome: 'upheld', answer: 'Maintenue.' }] });
    expect(items.map((item: { id: string }) => item.id)).not.toContain(undecided);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/notices?view=decided', headers: { cookie: camille.cookie } })).statusCode).toBe(403);
  });
});

describe('the transparency report', () => {
  const report = async () => (await t.app.inject({ method: 'GET', url: '/api/transparency' })).json();

  it('has no figures without notices', async () => {
    expect(await report()).toEqual({ periods: [] });
  });

  it('counts notices by category, decisions by kind, the median handling time and complaints per half-year', async () => {
    const first = await file(notice('profile', camille.id));
    await file(notice('profile', hugo.id, { category: 'hate' }));
    expect((await decide(first, { action: 'suspend', ground: 'Arnaque.' })).statusCode).toBe(204);
    expect((await post(t, `/api/decisions/${await tokenOf(first)}/complaint`, { explanation: 'Contestation.' })).statusCode).toBe(201);
    const now = new Date();
    const { periods } = await report();
    expect(periods).toHaveLength(1);
    expect(periods[0]).toMatchObject({
      year: now.getUTCFullYear(),
      half: now.getUTCMonth() < 6 ? 1 : 2,
      notices: { fraud: 1, hate: 1, illegal_content: 0 },
      noticesTotal: 2,
      decisions: { suspend: 1, keep: 0 },
      decisionsTotal: 1,
      complaints: { received: 1, pending: 1, upheld: 0, reversed: 0 },
    });
    expect(periods[0].medianHandlingHours).toBeGreaterThanOrEqual(0);
  });
});

describe('the one-click reports of messages and reviews', () => {
  it('join the queue as notices, once per content', async () => {
    const [message] = await t.db
      .insert(messages)
      .values({ senderId: hugo.id, receiverId: camille.id, content: 'Écris-moi sur WhatsApp.' })
      .returning();
    for (let n = 0; n < 2; n += 1) expect((await post(t, `/api/messages/${message!.id}/report`, {}, camille.cookie)).statusCode).toBe(200);
    const [review] = await t.db
      .insert(reviews)
      .values({ rating: 1, comment: 'Nul.', reviewerId: hugo.id, reviewedId: camille.id, publishedAt: new Date() })
      .returning();
    expect((await post(t, `/api/reviews/${review!.id}/report`, {}, client.cookie)).statusCode).toBe(200);
    const items = (await queue()).items;
    expect(items).toMatchObject([
      { targetType: 'message', targetId: message!.id, category: 'other', explanation: ONE_CLICK_EXPLANATION, notifier: camille.email },
      { targetType: 'review', targetId: review!.id, notifier: client.email, targetLabel: 'Avis de Hugo sur Camille' },
    ]);
  });
});

describe('the reports made before the notices existed', () => {
  it('are copied into the queue by the migration', async () => {
    // Found by its name, whatever number the migration ends up with.
    const folder = new URL('../../db/migrations/', import.meta.url);
    const file = readdirSync(folder).find((name) => name.endsWith('_dsa-notices.sql'))!;
    const migration = readFileSync(new URL(file, folder), 'utf8');
    const copy = migration.slice(migration.indexOf('-- hand-written (E): the reports made before'));
    const [message] = await t.db
      .insert(messages)
      .values({ senderId: hugo.id, receiverId: camille.id, content: 'Ancien message signalé.', reported: true })
      .returning();
    const [review] = await t.db
      .insert(reviews)
      .values({ rating: 1, comment: 'Ancien avis signalé.', reported: true, reviewerId: hugo.id, reviewedId: camille.id, publishedAt: new Date() })
      .returning();
    for (const statement of copy.split('--> statement-breakpoint')) await t.db.execute(sql.raw(statement));
    expect((await queue()).items).toMatchObject([
      {
        targetType: 'message',
        targetId: message!.id,
        targetLabel: 'Message de Hugo à Camille',
        excerpt: 'Ancien message signalé.',
        notifier: camille.email,
      },
      { targetType: 'review', targetId: review!.id, targetLabel: 'Avis de Hugo sur Camille', excerpt: 'Ancien avis signalé.', notifier: null },
    ]);
  });
});
