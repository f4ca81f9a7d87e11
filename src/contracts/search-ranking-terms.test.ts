import { describe, expect, it } from 'vitest';
import { explanationLines, matchSentences, orderSentence, RANKING_WEIGHTS, type TResultRanking } from './search-ranking-terms.ts';

const ranking = (overrides: Partial<TResultRanking> = {}): TResultRanking => ({
  score: 71.2,
  factors: { text: 0.5, rating: 0.96, completeness: 1 / 3 },
  typo: false,
  matchedWords: ['drone'],
  matchedSkills: [],
  distanceKm: null,
  ...overrides,
});

describe("'Pourquoi ce résultat ?'", () => {
  it('weighs each search out of 100', () => {
    for (const weights of Object.values(RANKING_WEIGHTS)) expect(Object.values(weights).reduce((sum, weight) => sum + weight, 0)).toBe(100);
  });

  it('gives every factor of the tab its part, heaviest first, a missing value as 0 points and said so', () => {
    expect(explanationLines('managers', ranking()).map(({ label, detail, points, max }) => [label, detail, points, max])).toEqual([
      ['Correspondance avec votre recherche', '50 % de la meilleure correspondance', '30', 60],
      ['Note moyenne des avis', '4,8 / 5', '14,4', 15],
      ['Profil renseigné', 'Renseigné à 33 %', '3,3', 10],
      ['Distance de la ville recherchée', 'Aucune ville recherchée, ou adresse non localisée', null, 10],
      ['Mise à jour du profil', 'Date inconnue', null, 5],
    ]);
    expect(
      explanationLines('managers', ranking({ factors: { text: 1, rating: 0.9, completeness: 1, recency: 0.5 } })).find(
        (line) => line.factor === 'recency',
      ),
    ).toMatchObject({ detail: '50 % des points de fraîcheur', points: '2,5', max: 5 });
    expect(
      explanationLines('jobs', ranking({ factors: { text: 1, recency: 0, completeness: 0.6 } })).map((line) => [
        line.label,
        line.detail,
        line.points,
      ]),
    ).toEqual([
      ['Correspondance avec votre recherche', '100 % de la meilleure correspondance', '60'],
      ['Date de publication', 'Publiée il y a plus de 30 jours', '0'],
      ['Brief renseigné', 'Renseigné à 60 %', '6'],
      ['Distance de la ville recherchée', 'Aucune ville recherchée, ou adresse non localisée', null],
    ]);
    // No reviews: no figure, only 'Pas encore d’avis'.
    expect(explanationLines('managers', ranking({ factors: { text: 1, rating: null, completeness: 0 } }))[1]).toMatchObject({
      detail: 'Pas encore d’avis',
      points: null,
    });
  });

  it('says which order placed a result without a score', () => {
    const order = { sortLabel: 'Meilleures notes', relevance: false, hasText: true };
    expect(orderSentence('managers', ranking(), order)).toBe('Score de pertinence : 71,2 sur 100');
    const unscored = ranking({ score: null, factors: null });
    expect(orderSentence('managers', unscored, order)).toBe('Classement choisi : Meilleures notes.');
    expect(orderSentence('jobs', unscored, { ...order, relevance: true, hasText: false })).toBe(
      'Sans mots-clés, les missions sont classées de la plus récente à la plus ancienne.',
    );
    expect(orderSentence('managers', unscored, { ...order, relevance: true })).toMatch(/^Au-delà des 1 000 premiers résultats/);
    expect(explanationLines('managers', unscored)).toEqual([]);
  });

  it('lists what the result matched, and a close spelling as such', () => {
    expect(matchSentences(ranking({ typo: true, matchedWords: [], matchedSkills: ['Drone'], distanceKm: 2.46 }))).toEqual([
      "Aucun résultat ne contient exactement ces mots : celui-ci s'en approche par l'orthographe.",
      'Compétences correspondantes : Drone',
      'À 2,5 km de la ville recherchée',
    ]);
  });
});
