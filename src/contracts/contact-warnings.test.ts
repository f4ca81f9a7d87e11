import { describe, expect, it } from 'vitest';
import { detectContactWarnings } from './contact-warnings.ts';

describe('the scam and off-platform detector', () => {
  it.each([
    ['claire.martin@gmail.com', 'email'],
    ['julien.roux [at] gmail point com', 'email'],
    ['prenom.nom (at) hotmail (dot) fr', 'email'],
    ['sarah_k arobase yahoo point fr', 'email'],
    ['mathilde.chevalier @ gmail . com', 'email'],
    ['Appelez-moi au 06 12 34 56 78', 'phone'],
    ['07.81.22.45.19', 'phone'],
    ['+33 6 45 12 78 90', 'phone'],
    ['0033 7 12 34 56 78', 'phone'],
    ['+33(0)6 98 76 54 32', 'phone'],
    ['+41 79 123 45 67', 'phone'],
    ['FR13 3000 6000 0112 3456 7890 18', 'iban'],
    ['DE89370400440532013000', 'iban'],
    ['écris-moi sur WhatsApp', 'messaging'],
    ['écris-moi sur wa stp', 'messaging'],
    ['On continue sur Telegram ?', 'messaging'],
    ['Envoyez-moi un DM sur Insta', 'messaging'],
    ['Passons en dehors de la plateforme', 'messaging'],
    ['Donnez-moi votre numéro', 'messaging'],
    ['Payez par virement d’avance', 'payment'],
    ['Fais-moi un virement de 80 €', 'payment'],
    ['Western Union', 'payment'],
    ['MoneyGram', 'payment'],
    ['en carte cadeau', 'payment'],
    ['un coupon PCS de 100 €', 'payment'],
    ['une recharge Transcash', 'payment'],
    ['Neosurf', 'payment'],
    ['Je ne paie qu’en bitcoin', 'payment'],
    ['règlement en USDT', 'payment'],
    ['PayPal entre amis', 'payment'],
  ])('warns on %s (%s)', (text, reason) => {
    expect(detectContactWarnings(text)).toContain(reason);
  });

  it('says every reason found, in a fixed order', () => {
    expect(detectContactWarnings('WhatsApp : +33 6 11 22 33 44, je paie en cartes cadeaux, ou écris à a.b@gmail.com')).toEqual([
      'email',
      'phone',
      'messaging',
      'payment',
    ]);
  });

  it.each([
    'Mon tarif est de 650 € par mois pour 12 posts et 8 stories.',
    'Je peux commencer le 15/03/2025, ou le 01.10.2025.',
    'Mes réalisations sont sur www.studio-lumen.fr et https://www.maison-verdier.com/boutique',
    'Nous publions sur Instagram et TikTok, je réponds aux commentaires sur Instagram chaque jour.',
    'J’écris des posts LinkedIn ; suivez notre compte @boulangerie_dupain.',
    'La commande n° 458712 et la commande #CMD-2024-1187 sont arrivées.',
    'Votre numéro de commande est le 100234.',
    'Notre SIRET est 812 345 678 00012.',
    'Le devis total est de 2 400 € HT, de 800 à 1 000 € par mois.',
    'Paiement à 30 jours sur facture, comme pour tous nos prestataires.',
    'Nous sommes une start-up crypto et cherchons quelqu’un pour animer notre communauté.',
    'Il faut 3 reels par semaine, le lancement est le 02/04 à 10h30.',
  ])('does not warn on a legitimate message: %s', (text) => {
    expect(detectContactWarnings(text)).toEqual([]);
  });

  it('reads the longest message in linear time, whatever it is made of (the server runs it on every send)', () => {
    const longest = ['a', 'a.', '1', '1 ', 'FR12', 'ab12 ', 'a at ', '+1 '].map((unit) => unit.repeat(Math.floor(5000 / unit.length)));
    for (const text of longest) {
      const started = performance.now();
      detectContactWarnings(text);
      expect(performance.now() - started, text.slice(0, 10)).toBeLessThan(200);
    }
  });

  it('does not take a wrong IBAN checksum for an IBAN', () => {
    expect(detectContactWarnings('FR14 3000 6000 0112 3456 7890 18')).not.toContain('iban');
  });
});
