/** '11-50' → '11-50 salariés'; free text is shown as typed; 'Non spécifié' when missing. */
export function formatCompanySize(size: string | null | undefined): string {
  const text = size?.trim();
  if (!text) return 'Non spécifié';
  return /^\d[\d\s+-]*$/.test(text) ? `${text} salariés` : text;
}
