import { ArrowRight, Briefcase, Rocket, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import type { TBlogPostSummary } from '#contracts/blog';
import { BLOG_CATEGORIES } from '#contracts/blog-terms';
import { errorMessages } from '#contracts/errors-terms';
import { PageHero } from '#web/components/layouts/page-hero.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { TextLink } from '#web/components/ui/text-link.tsx';
import { useBlogPosts } from '#web/features/blog/api/get-blog-posts.ts';
import { categoryStyle, readingTimeLabel } from '#web/features/blog/categories.ts';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { usePageMeta } from '#web/lib/document-title.ts';
import { paths } from '#contracts/paths';

const blogCategory = (category: string) => `${paths.blog}?${new URLSearchParams({ category })}`;

const journeys = [
  {
    icon: Rocket,
    title: 'Se lancer comme community manager freelance',
    steps: ['Choisir son statut et fixer ses tarifs', 'Construire un profil qui inspire confiance', 'Décrocher et fidéliser ses premiers clients'],
    links: [
      { to: blogCategory('Guide'), label: 'Nos guides pratiques' },
      { to: blogCategory('Outils'), label: 'Les outils du métier' },
    ],
  },
  {
    icon: Briefcase,
    title: 'Recruter le bon community manager',
    steps: ['Définir ses objectifs et son budget', 'Rédiger une mission claire', 'Comparer les profils et les avis'],
    links: [
      { to: blogCategory('Stratégie'), label: 'Construire sa stratégie' },
      {
        to: `${paths.search}?type=managers`,
        label: 'Rechercher un community manager',
      },
    ],
  },
  {
    icon: UserRound,
    title: 'Piloter et protéger sa présence en ligne',
    steps: ['Suivre les bons indicateurs', 'Anticiper les crises', 'Suivre les tendances sans s’éparpiller'],
    links: [
      { to: blogCategory('Analytics'), label: 'Mesurer ses résultats' },
      { to: blogCategory('Crisis Management'), label: 'Gérer une crise' },
    ],
  },
];

function GuideLink({ post }: { post: TBlogPostSummary }) {
  return (
    <li>
      <Link to={paths.blogArticle(post.id)} className="group flex items-start justify-between gap-3 rounded-lg p-3 hover:bg-slate-50">
        <span>
          <span className="block font-medium text-slate-900 group-hover:text-indigo-700">{post.title}</span>
          <span className="mt-0.5 block text-sm text-slate-500">{readingTimeLabel(post.readTimeMinutes)}</span>
        </span>
        <ArrowRight className="mt-1 size-4 shrink-0 text-slate-400 group-hover:text-indigo-600" aria-hidden="true" />
      </Link>
    </li>
  );
}

function GuidesByTopic() {
  const { data: posts, isPending, error } = useBlogPosts();
  if (isPending) {
    return (
      <div className="grid gap-6 md:grid-cols-2">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} className="h-40 rounded-2xl" />
        ))}
      </div>
    );
  }
  if (error) return <Alert tone="error">{errorMessageOf(error, errorMessages.internal)}</Alert>;
  const known: readonly string[] = BLOG_CATEGORIES;
  const categories = [...BLOG_CATEGORIES, ...new Set(posts.map((post) => post.category).filter((c) => !known.includes(c)))];
  const topics = categories
    .map((category) => ({
      category,
      posts: posts.filter((post) => post.category === category),
    }))
    .filter((topic) => topic.posts.length > 0);
  if (topics.length === 0) return <p className="text-slate-600">Nos premiers guides arrivent bientôt.</p>;
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {topics.map(({ category, posts: topicPosts }) => {
        const { icon: Icon, gradient } = categoryStyle(category);
        return (
          <Card key={category} className="p-6">
            <div className="flex items-center gap-3">
              <span className={`flex size-10 items-center justify-center rounded-xl bg-gradient-to-br text-white ${gradient}`}>
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="text-lg font-semibold text-slate-900">{category}</h3>
            </div>
            <ul className="mt-3 -mx-3">
              {topicPosts.slice(0, 4).map((post) => (
                <GuideLink key={post.id} post={post} />
              ))}
            </ul>
            <TextLink to={blogCategory(category)} className="mt-2 inline-block text-sm">
              Tous les articles « {category} »
            </TextLink>
          </Card>
        );
      })}
    </div>
  );
}

export default function GuidesRoute() {
  usePageMeta({
    title: 'Guides',
    description:
      'Guides pratiques pour les community managers freelances et leurs clients : se lancer, recruter, construire une stratégie, mesurer ses résultats et gérer une crise.',
  });
  return (
    <div className="space-y-14">
      <PageHero
        eyebrow="Ressources"
        title="Guides pratiques"
        lead="Des parcours de lecture pour progresser pas à pas, que vous soyez community manager ou que vous cherchiez à en recruter un."
      />

      <section aria-labelledby="guides-journeys">
        <h2 id="guides-journeys" className="text-2xl font-bold tracking-tight text-slate-900">
          Par où commencer ?
        </h2>
        <div className="mt-6 grid gap-6 md:grid-cols-3">
          {journeys.map(({ icon: Icon, title, steps, links }) => (
            <Card key={title} className="flex flex-col p-6">
              <Icon className="size-7 text-indigo-500" aria-hidden="true" />
              <h3 className="mt-3 font-semibold text-slate-900">{title}</h3>
              <ol className="mt-3 flex-1 list-decimal space-y-1.5 pl-5 text-sm text-slate-600">
                {steps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
              <ul className="mt-5 space-y-2 text-sm">
                {links.map((link) => (
                  <li key={link.to}>
                    <TextLink to={link.to}>{link.label}</TextLink>
                  </li>
                ))}
              </ul>
            </Card>
          ))}
        </div>
      </section>

      <section aria-labelledby="guides-topics">
        <h2 id="guides-topics" className="text-2xl font-bold tracking-tight text-slate-900">
          Tous nos guides par thème
        </h2>
        <p className="mt-2 mb-6 text-slate-600">Les articles du blog, classés par thème.</p>
        <GuidesByTopic />
      </section>
    </div>
  );
}
