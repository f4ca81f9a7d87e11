export const UNCATEGORISED_SKILL = 'Non catégorisé';
