import type { ReactNode } from 'react';
import { ArrowRight, Building2, Handshake, Search, UserPlus } from 'lucide-react';
import { useNavigate } from 'react-router';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { TextLink } from '#web/components/ui/text-link.tsx';
import { blogPostsQueryOptions, useBlogPosts } from '#web/features/blog/api/get-blog-posts.ts';
import { BlogPostCard } from '#web/features/blog/components/blog-post-card.tsx';
import { sectorsQueryOptions, useSectors } from '#web/features/catalog/api/get-sectors.ts';
import { skillsQueryOptions, useSkills } from '#web/features/catalog/api/get-skills.ts';
import { testimonialsQueryOptions, useTestimonials } from '#web/features/reviews/api/get-testimonials.ts';
import { TestimonialCard } from '#web/features/reviews/components/testimonial-card.tsx';
import { searchManagersQueryOptions, useSearchManagers } from '#web/features/search/api/search-managers.ts';
import { FavouriteButton } from '#web/features/favourites/components/favourite-button.tsx';
import { ManagerCard } from '#web/features/search/components/manager-card.tsx';
import { QuickSearch } from '#web/features/search/components/quick-search.tsx';
import { siteStatsQueryOptions, useSiteStats } from '#web/features/stats/api/get-site-stats.ts';
import { SiteFigures } from '#web/features/stats/components/site-figures.tsx';
import { usePageMeta } from '#web/lib/document-title.ts';
import type { PageQueries } from '#web/page-queries.ts';
import { paths } from '#contracts/paths';

const FEATURED_MANAGERS = 4;
const BLOG_TEASERS = 3;

const steps = [
  {
    icon: UserPlus,
    title: 'Créez votre compte',
    text: 'Inscrivez-vous gratuitement comme community manager, entreprise ou particulier.',
  },
  {
    icon: Search,
    title: 'Trouvez le bon profil',
    text: 'Filtrez par spécialité, secteur et localisation, comparez les profils, tarifs et avis.',
  },
  {
    icon: Handshake,
    title: 'Collaborez en confiance',
    text: 'Échangez par messagerie, confiez votre mission et laissez un avis une fois le travail terminé.',
  },
];

function Section({ title, intro, action, children }: { title: string; intro?: string; action?: ReactNode; children: ReactNode }) {
  return (
    <section className="space-y-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h2>
          {intro && <p className="mt-2 max-w-2xl text-slate-600">{intro}</p>}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}

function CardSkeletons({ count, className }: { count: number; className: string }) {
  return (
    <div className={className} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} className="h-56 rounded-2xl" />
      ))}
    </div>
  );
}

/** The first page of the search, best first: its top profiles are featured. */
const FEATURED_SEARCH = { page: '1' };
const TESTIMONIALS = 6;

export const pageQueries: PageQueries = (queryClient) => [
  queryClient.prefetchQuery(searchManagersQueryOptions(FEATURED_SEARCH)),
  queryClient.prefetchQuery(testimonialsQueryOptions(TESTIMONIALS)),
  queryClient.prefetchQuery(blogPostsQueryOptions()),
  queryClient.prefetchQuery(skillsQueryOptions()),
  queryClient.prefetchQuery(sectorsQueryOptions()),
  queryClient.prefetchQuery(siteStatsQueryOptions()),
];

function FeaturedManagers() {
  const { data, isPending, isError } = useSearchManagers(FEATURED_SEARCH);
  const managers = data?.items.slice(0, FEATURED_MANAGERS) ?? [];
  const grid = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-4';
  if (isPending) return <CardSkeletons count={FEATURED_MANAGERS} className={grid} />;
  if (isError || managers.length === 0) {
    return <p className="text-slate-600">Les profils seront bientôt affichés ici.</p>;
  }
  return (
    <ul className={grid}>
      {managers.map((manager) => (
        <li key={manager.id}>
          <ManagerCard manager={manager} action={<FavouriteButton kind="managers" targetId={manager.id} />} />
        </li>
      ))}
    </ul>
  );
}

function Testimonials() {
  const { data: testimonials, isPending } = useTestimonials(TESTIMONIALS);
  const grid = 'grid gap-4 md:grid-cols-2 lg:grid-cols-3';
  if (isPending) return <CardSkeletons count={3} className={grid} />;
  if (!testimonials?.length) return <p className="text-slate-600">Les premiers avis arrivent bientôt.</p>;
  return (
    <ul className={grid}>
      {testimonials.map((testimonial) => (
        <li key={testimonial.id}>
          <TestimonialCard testimonial={testimonial} />
        </li>
      ))}
    </ul>
  );
}

function BlogTeasers() {
  const { data: posts, isPending } = useBlogPosts();
  const grid = 'grid gap-6 md:grid-cols-3';
  if (isPending) return <CardSkeletons count={BLOG_TEASERS} className={grid} />;
  if (!posts?.length) return <p className="text-slate-600">Nos premiers articles arrivent bientôt.</p>;
  return (
    <ul className={grid}>
      {posts.slice(0, BLOG_TEASERS).map((post) => (
        <li key={post.id} className="flex">
          <BlogPostCard post={post} />
        </li>
      ))}
    </ul>
  );
}

export default function HomeRoute() {
  const navigate = useNavigate();
  const { data: skills } = useSkills();
  const { data: sectors } = useSectors();
  const { data: stats } = useSiteStats();
  usePageMeta({
    title: 'Accueil',
    description:
      'CM Connect met en relation des community managers indépendants avec des entreprises et des particuliers : trouvez un community manager ou une mission en quelques clics.',
  });

  return (
    <div className="space-y-20">
      <section className="relative rounded-3xl bg-gradient-to-br from-indigo-600 via-indigo-700 to-violet-700 px-4 pt-14 pb-8 text-center text-white shadow-xl sm:px-10 sm:pt-20 sm:pb-10">
        <p className="text-sm font-semibold tracking-wide text-indigo-200 uppercase">La plateforme des community managers</p>
        <h1 className="mx-auto mt-4 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">
          Trouvez le community manager idéal pour faire rayonner votre marque
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-indigo-100">
          CM Connect met en relation des community managers indépendants avec des entreprises et des particuliers. Publiez une mission, comparez les
          profils et collaborez en toute simplicité.
        </p>
        <div className="mx-auto mt-10 max-w-5xl">
          <QuickSearch skills={skills} sectors={sectors} onSearch={(to) => navigate(to)} />
        </div>
      </section>

      <Section title="Comment ça marche" intro="Trois étapes pour lancer votre collaboration.">
        <ol className="grid gap-6 md:grid-cols-3">
          {steps.map(({ icon: Icon, title, text }, index) => (
            <li key={title}>
              <Card className="h-full p-6">
                <div className="flex items-center gap-3">
                  <span className="flex size-10 items-center justify-center rounded-full bg-indigo-100 text-indigo-700">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <span className="text-sm font-semibold text-indigo-600">Étape {index + 1}</span>
                </div>
                <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
                <p className="mt-2 text-slate-600">{text}</p>
              </Card>
            </li>
          ))}
        </ol>
      </Section>

      <Section
        title="Des community managers à la une"
        intro="Les profils les mieux notés par leurs clients."
        action={
          <TextLink to={`${paths.search}?type=managers`} className="inline-flex items-center gap-1">
            Voir tous les community managers
            <ArrowRight className="size-4" aria-hidden="true" />
          </TextLink>
        }
      >
        <FeaturedManagers />
      </Section>

      <section className="grid items-center gap-8 rounded-3xl bg-slate-900 px-6 py-12 text-white sm:px-12 lg:grid-cols-2">
        <div>
          <Building2 className="size-10 text-indigo-300" aria-hidden="true" />
          <h2 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">Entreprises et particuliers</h2>
          <p className="mt-4 text-slate-300">
            Publiez votre mission gratuitement, recevez des candidatures de community managers qualifiés et choisissez le profil qui correspond à
            votre marque, à votre budget et à votre secteur.
          </p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row lg:justify-end">
          <ButtonLink to={paths.auth.registerAs('company')} size="lg" variant="secondary">
            Inscrire mon entreprise
            <ArrowRight className="size-4" aria-hidden="true" />
          </ButtonLink>
          <ButtonLink to={paths.auth.registerAs('individual')} size="lg" className="bg-white/10 ring-1 ring-white/30 ring-inset hover:bg-white/20">
            Je suis un particulier
          </ButtonLink>
        </div>
      </section>

      <SiteFigures stats={stats} />

      <Section title="Ils nous font confiance" intro="Les avis les mieux notés laissés par nos membres.">
        <Testimonials />
      </Section>

      <Section
        title="Les derniers articles du blog"
        intro="Conseils, tendances et outils pour les community managers."
        action={
          <TextLink to={paths.blog} className="inline-flex items-center gap-1">
            Voir tous les articles
            <ArrowRight className="size-4" aria-hidden="true" />
          </TextLink>
        }
      >
        <BlogTeasers />
      </Section>
    </div>
  );
}
