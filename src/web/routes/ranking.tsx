import { Link } from 'react-router';
import { paths } from '#contracts/paths';
import {
  RANKING_FACTOR_LABELS,
  RANKING_FACTOR_RULES,
  RANKING_FACTORS,
  RANKING_WEIGHTS,
  rankingMessages,
  type TRankingFactor,
} from '#contracts/search-ranking-terms';
import {
  MANAGER_SORT_LABELS,
  MISSION_SORT_LABELS,
  SEARCH_TOTAL_CAP,
  SEARCH_TYPE_LABELS,
  SEARCH_TYPES,
  type TSearchType,
} from '#contracts/search-terms';
import { LegalDocument, type LegalSection } from '#web/features/legal/components/legal-document.tsx';
import { usePageMeta } from '#web/lib/document-title.ts';
import { formatCount } from '#web/lib/format.ts';

const cap = formatCount(SEARCH_TOTAL_CAP);
const otherSorts = (labels: Record<string, string>) =>
  Object.entries(labels)
    .filter(([sort]) => sort !== 'relevance')
    .map(([, label]) => `« ${label} »`)
    .join(', ');

/** The weights of one tab's score, as the search's ORDER BY sums them. */
function WeightsTable({ type }: { type: TSearchType }) {
  const weights: Partial<Record<TRankingFactor, number>> = RANKING_WEIGHTS[type];
  const rows = RANKING_FACTORS.filter((factor) => weights[factor] !== undefined);
  return (
    <table>
      <caption>{SEARCH_TYPE_LABELS[type]} : poids de chaque critère dans le score de pertinence</caption>
      <thead>
        <tr>
          <th scope="col">Critère</th>
          <th scope="col">Poids (points sur 100)</th>
          <th scope="col">Comment il est mesuré</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((factor) => (
          <tr key={factor}>
            <th scope="row">{RANKING_FACTOR_LABELS[type][factor]}</th>
            <td>{weights[factor]}</td>
            <td>{RANKING_FACTOR_RULES[type][factor]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const sections: LegalSection[] = [
  {
    id: 'parametres',
    title: 'Ce qui décide de l’ordre des résultats',
    body: (
      <>
        <p>
          Les filtres que vous choisissez (mots-clés, compétences, secteur, ville et rayon, tarif, budget…) décident de ce qui apparaît ; le tri
          choisi dans « Trier par » décide de l’ordre. Le tri proposé par défaut est « Pertinence ».
        </p>
        <p>
          Avec des mots-clés, « Pertinence » classe les résultats par un score sur 100, la somme des critères ci-dessous multipliés par leur poids.
          C’est ce même calcul qui ordonne la recherche et qui est affiché sous chaque résultat dans « {rankingMessages.disclosure} ».
        </p>
      </>
    ),
  },
  {
    id: 'poids',
    title: 'Les critères et leur poids',
    body: (
      <>
        {SEARCH_TYPES.map((type) => (
          <WeightsTable key={type} type={type} />
        ))}
        <p>La distance ne compte que lorsqu’une ville est recherchée ; sans ville, aucun résultat ne reçoit ces points.</p>
      </>
    ),
  },
  {
    id: 'sans-mots-cles',
    title: 'Sans mots-clés, et les autres tris',
    body: (
      <>
        <p>
          {rankingMessages.noText.managers} {rankingMessages.noText.jobs}
        </p>
        <p>
          Les autres tris suivent uniquement la valeur choisie : {otherSorts(MANAGER_SORT_LABELS)} pour les community managers,{' '}
          {otherSorts(MISSION_SORT_LABELS)} pour les missions. Ce qui n’a pas été renseigné (un tarif, un budget, une note) passe en dernier, dans les
          deux sens.
        </p>
        <p>
          Pour rester rapide, le score est calculé sur les {cap} premiers résultats correspondant à vos mots-clés, pris par note (ou par date de
          publication pour les missions). {rankingMessages.beyondCap}
        </p>
      </>
    ),
  },
  {
    id: 'ce-qui-ne-compte-pas',
    title: 'Ce qui ne compte pas',
    body: (
      <p>
        Aucun résultat n’est mis en avant contre paiement : un abonnement, un achat ou une mise en relation ne change pas la place d’un profil ou
        d’une mission. Les favoris et l’historique de navigation n’influencent pas le classement, qui est le même pour tous les visiteurs à recherche
        égale.
      </p>
    ),
  },
  {
    id: 'modifier',
    title: 'Changer le classement',
    body: (
      <p>
        Vous pouvez à tout moment choisir un autre tri ou d’autres filtres sur la <Link to={paths.search}>page de recherche</Link>. Une question sur
        le classement ? <Link to={paths.contact}>Écrivez-nous</Link>.
      </p>
    ),
  },
];

/** 'Comment fonctionne le classement' (DSA Art. 27): the main parameters of the search's order and their weights. */
export default function RankingPage() {
  usePageMeta({
    title: rankingMessages.pageTitle,
    description: 'Les critères qui classent les community managers et les missions dans la recherche, et leur poids.',
  });
  return (
    <LegalDocument
      eyebrow="Transparence"
      title={rankingMessages.pageTitle}
      lead="Les principaux paramètres qui déterminent l’ordre des résultats de recherche, et leur importance relative."
      updatedOn="27 novembre 2026"
      sections={sections}
    />
  );
}
