/**
 * Notice and action under the EU Digital Services Act (Regulation 2022/2065, ADR 0058): what can
 * be reported, the kinds of decision, the complaint's outcomes, and every French text of it.
 */

/** What a 'Signaler' can be about: every public content, and messages. */
export const NOTICE_TARGETS = ['profile', 'mission', 'review', 'article', 'message'] as const;
export type TNoticeTarget = (typeof NOTICE_TARGETS)[number];

/** The DSA's kinds of illegal or forbidden content a notifier chooses from. */
export const NOTICE_CATEGORIES = ['illegal_content', 'fraud', 'intellectual_property', 'hate', 'personal_data', 'other'] as const;
export type TNoticeCategory = (typeof NOTICE_CATEGORIES)[number];

export const noticeCategoryLabels: Record<TNoticeCategory, string> = {
  illegal_content: 'Contenu illicite',
  fraud: 'Fraude ou arnaque',
  intellectual_property: 'Atteinte à la propriété intellectuelle',
  hate: 'Discours haineux ou harcèlement',
  personal_data: 'Données personnelles',
  other: 'Autre',
};

export const noticeTargetLabels: Record<TNoticeTarget, string> = {
  profile: 'Profil',
  mission: 'Mission',
  review: 'Avis',
  article: 'Article',
  message: 'Message',
};

/** What a decision does: keep the content, restrict it, remove it, or suspend its author's account. */
export const DECISION_ACTIONS = ['keep', 'restrict', 'remove', 'suspend'] as const;
export type TDecisionAction = (typeof DECISION_ACTIONS)[number];

export const decisionActionLabels: Record<TDecisionAction, string> = {
  keep: 'Contenu maintenu',
  restrict: 'Visibilité restreinte',
  remove: 'Contenu supprimé',
  suspend: 'Compte suspendu',
};

/**
 * The actions that apply to each kind of content: a profile is its account (suspend it); an
 * article has no member author to suspend; restricting a mission closes it, an article unpublishes it.
 */
export const actionsFor: Record<TNoticeTarget, readonly TDecisionAction[]> = {
  profile: ['keep', 'suspend'],
  mission: ['keep', 'restrict', 'remove', 'suspend'],
  review: ['keep', 'remove', 'suspend'],
  article: ['keep', 'restrict', 'remove'],
  message: ['keep', 'remove', 'suspend'],
};

/**
 * Who contests a decision (DSA Art. 20(1)): the content's author, or the notifier (in particular
 * against a decision to keep the content). Each gets their own 'Contester la décision' link.
 */
export const COMPLAINT_PARTIES = ['author', 'notifier'] as const;
export type TComplaintParty = (typeof COMPLAINT_PARTIES)[number];

/** A second admin's answer to a complaint: the decision stands, or it is reversed. */
export const COMPLAINT_OUTCOMES = ['upheld', 'reversed'] as const;
export type TComplaintOutcome = (typeof COMPLAINT_OUTCOMES)[number];

export const complaintOutcomeLabels: Record<TComplaintOutcome, string> = {
  upheld: 'Décision maintenue',
  reversed: 'Décision annulée',
};

/** A decision can be contested for 6 months after it was made (DSA Art. 20). */
export const COMPLAINT_WINDOW_MONTHS = 6;

/** A notice's explanation must be 'sufficiently substantiated' (DSA Art. 16(2)(a)): a few words at least. */
export const NOTICE_EXPLANATION_MIN_LENGTH = 20;
export const NOTICE_EXPLANATION_MAX_LENGTH = 4000;
export const DECISION_GROUND_MAX_LENGTH = 2000;

export const noticeTexts = {
  report: 'Signaler',
  /** In place of 'Signaler' once the viewer reported the content (or a message was reported). */
  reported: 'Signalé',
  dialogTitle: 'Signaler un contenu',
  dialogDescription: 'Votre signalement est examiné par l’équipe de modération. Vous recevez un accusé de réception puis la suite donnée par email.',
  category: 'Motif',
  categoryPlaceholder: 'Choisissez un motif',
  explanation: 'Explication',
  explanationHint: 'Expliquez pourquoi ce contenu est illicite ou contraire aux conditions d’utilisation.',
  email: 'Votre email',
  goodFaith: 'Je déclare de bonne foi que les informations de ce signalement sont exactes et complètes.',
  submit: 'Envoyer le signalement',
  sent: 'Signalement envoyé. Un accusé de réception vous a été envoyé par email.',
  failed: 'Le signalement n’a pas pu être envoyé. Veuillez réessayer.',
  categoryRequired: 'Choisissez un motif.',
  explanationRequired: 'Expliquez votre signalement.',
  explanationTooShort: `Expliquez en quelques mots (${NOTICE_EXPLANATION_MIN_LENGTH} caractères au moins).`,
  explanationLength: `${NOTICE_EXPLANATION_MIN_LENGTH} caractères au moins.`,
  emailRequired: 'Indiquez votre email pour recevoir la suite donnée.',
  emailInvalid: 'Adresse email invalide.',
  goodFaithRequired: 'Vous devez confirmer que ce signalement est fait de bonne foi.',
  targetNotFound: 'Ce contenu n’existe pas ou n’est plus en ligne.',
} as const;

export const decisionTexts = {
  queueTitle: 'Signalements (DSA)',
  empty: 'Aucun signalement à traiter.',
  age: (hours: number) => (hours < 24 ? `Reçu il y a ${hours} h` : `Reçu il y a ${Math.floor(hours / 24)} j`),
  filedBy: (who: string) => `Signalé par ${who}`,
  visitor: 'un visiteur',
  decide: 'Enregistrer la décision',
  action: 'Décision',
  ground: 'Motif de la décision',
  groundHint:
    'La règle enfreinte (loi ou conditions d’utilisation) et les faits retenus : ce texte est envoyé à l’auteur du contenu et à la personne qui l’a signalé.',
  groundRequired: 'Indiquez le motif de la décision.',
  actionNotAllowed: 'Cette décision ne s’applique pas à ce type de contenu.',
  automated: 'Une détection automatisée a contribué à ce signalement',
  automatedDetected: 'Le détecteur d’arnaques de la plateforme a repéré ce contenu : la décision le mentionnera.',
  decided: 'Décision enregistrée. L’auteur et la personne qui a signalé ont été informés.',
  decidedBy: (name: string, action: string) => `${action} — décidé par ${name}`,
  alreadyDecided: 'Ce signalement a déjà fait l’objet d’une décision.',
  noticeNotFound: 'Signalement introuvable.',
  complaint: 'Contestation de l’auteur',
  notifierComplaint: 'Contestation de la personne qui a signalé',
  answer: 'Envoyer la réponse',
  outcome: 'Issue de la contestation',
  outcomePlaceholder: 'Choisissez…',
  outcomeRequired: 'Choisissez l’issue de la contestation.',
  answerText: 'Réponse motivée',
  answerRequired: 'Rédigez la réponse envoyée à l’auteur.',
  answered: 'Réponse envoyée à l’auteur.',
  answeredToNotifier: 'Réponse envoyée à la personne qui a signalé.',
  queueTab: 'À traiter',
  decidedTab: 'Traités',
  decidedEmpty: 'Aucune décision enregistrée.',
  automatedYes: 'Détection automatisée : oui',
  automatedNo: 'Détection automatisée : non',
  sameAdmin: 'Une contestation doit être examinée par un autre administrateur que celui qui a décidé.',
  complaintNotFound: 'Contestation introuvable.',
  alreadyAnswered: 'Cette contestation a déjà reçu une réponse.',
} as const;

export const complaintTexts = {
  title: 'Contester la décision',
  intro: 'Vous pouvez contester cette décision de modération. Un autre membre de l’équipe l’examinera et vous répondra par email.',
  content: 'Contenu concerné',
  decision: 'Décision',
  ground: 'Motif',
  explanation: 'Vos arguments',
  explanationRequired: 'Expliquez pourquoi vous contestez la décision.',
  submit: 'Envoyer la contestation',
  sent: 'Votre contestation a été enregistrée. Vous recevrez la réponse par email.',
  alreadyFiled: 'Cette décision a déjà été contestée.',
  expired: 'Le délai de 6 mois pour contester cette décision est dépassé.',
  notFound: 'Ce lien de contestation n’est pas valide.',
  deadline: (date: string) => `Vous pouvez contester cette décision jusqu’au ${date}.`,
} as const;

const oneDecimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });
export const transparencyTexts = {
  title: 'Rapport de transparence',
  intro:
    'Chiffres calculés à partir des signalements, décisions et contestations enregistrés sur la plateforme, par semestre (règlement européen sur les services numériques, articles 15 et 24).',
  period: (year: number, half: 1 | 2) => `${half === 1 ? '1er' : '2nd'} semestre ${year}`,
  noData: 'Aucun signalement n’a encore été reçu : il n’y a pas de chiffres à publier.',
  notices: 'Signalements reçus, par motif',
  decisions: 'Décisions, par type',
  medianHandling: 'Délai médian de traitement',
  noDecision: 'Aucune décision sur la période.',
  hours: (hours: number) => `${oneDecimal.format(hours)} h`,
  complaints: 'Contestations',
  complaintsReceived: 'Contestations reçues',
  complaintsPending: 'En attente de réponse',
  total: 'Total',
} as const;

export const noticeMailTexts = {
  acknowledgementSubject: 'Nous avons bien reçu votre signalement',
  acknowledgement: (what: string, category: string) =>
    `Votre signalement concernant « ${what} » (motif : ${category}) a bien été reçu. L’équipe de modération l’examine et vous informera de la suite donnée.`,
  reasonsSubject: 'Décision de modération concernant votre contenu',
  reasonsIntro: (what: string, category: string) => `Suite à un signalement (motif : ${category}), l’équipe de modération a examiné « ${what} ».`,
  reasonsDecision: (action: string) => `Décision : ${action}.`,
  reasonsGround: (ground: string) => `Motif de la décision : ${ground}`,
  automatedYes: 'Une détection automatisée a contribué à ce signalement ; la décision a été prise par une personne.',
  automatedNo: 'Aucune détection automatisée n’a été utilisée : le signalement et la décision sont le fait de personnes.',
  reasonsComplaint: (date: string) =>
    `Vous pouvez contester cette décision jusqu’au ${date} avec le lien ci-dessous : un autre membre de l’équipe l’examinera. Vous pouvez aussi saisir un organisme de règlement extrajudiciaire des litiges certifié ou la justice.`,
  contest: 'Contester la décision',
  reasonsSuspended:
    'Tant que la suspension n’est pas levée, vous ne pouvez plus vous connecter, et votre profil et vos missions ne sont plus visibles sur le site.',
  outcomeSubject: 'Suite donnée à votre signalement',
  outcome: (what: string, action: string) => `Votre signalement concernant « ${what} » a été examiné. Décision : ${action}.`,
  outcomeAutomatedYes: 'Une détection automatisée a contribué à l’examen de ce contenu ; la décision a été prise par une personne.',
  outcomeAutomatedNo: 'Aucune détection automatisée n’a été utilisée : la décision a été prise par une personne.',
  outcomeComplaint: (date: string) =>
    `Si vous n’êtes pas d’accord avec cette décision, vous pouvez la contester jusqu’au ${date} avec le lien ci-dessous : un autre membre de l’équipe l’examinera. Vous pouvez aussi saisir un organisme de règlement extrajudiciaire des litiges certifié ou la justice.`,
  complaintSubject: 'Réponse à votre contestation',
  complaintOutcome: (outcome: string) => `Votre contestation a été examinée par un autre membre de l’équipe. Issue : ${outcome}.`,
  complaintAnswer: (answer: string) => `Réponse : ${answer}`,
} as const;
