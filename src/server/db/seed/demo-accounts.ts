/** The demo accounts printed at start-up (outside production). All share one password. */
export const DEMO_PASSWORD = 'demo-cmconnect';

export const DEMO_ACCOUNTS = [
  { label: 'Administrateur', email: 'admin@cmconnect.fr', userType: 'individual', role: 'admin' },
  { label: 'Community Manager', email: 'camille.martin@demo.cmconnect.fr', userType: 'community_manager', role: 'user' },
  { label: 'Entreprise', email: 'contact@boulangerie-dupont.demo.cmconnect.fr', userType: 'company', role: 'user' },
  { label: 'Particulier', email: 'julien.bernard@demo.cmconnect.fr', userType: 'individual', role: 'user' },
] as const;
