import { ArrowRight } from 'lucide-react';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { useDocumentTitle } from '#web/lib/document-title.ts';
import { paths } from '#web/paths.ts';

export default function HomeRoute() {
  useDocumentTitle('Accueil');
  return (
    <section className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-indigo-600 via-indigo-700 to-violet-700 px-6 py-16 text-center text-white shadow-xl sm:px-12 sm:py-24">
      <p className="text-sm font-semibold tracking-wide text-indigo-200 uppercase">
        La plateforme des community managers
      </p>
      <h1 className="mx-auto mt-4 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">
        Trouvez le community manager idéal pour faire rayonner votre marque
      </h1>
      <p className="mx-auto mt-6 max-w-2xl text-lg text-indigo-100">
        CM Connect met en relation des community managers indépendants avec des entreprises et des particuliers. Publiez
        une mission, comparez les profils et collaborez en toute simplicité.
      </p>
      <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
        <ButtonLink
          to={paths.auth.registerAs('community_manager')}
          size="lg"
          variant="secondary"
          className="text-indigo-700 ring-0"
        >
          Je suis community manager
          <ArrowRight className="size-4" aria-hidden="true" />
        </ButtonLink>
        <ButtonLink
          to={paths.auth.registerAs('company')}
          size="lg"
          className="bg-white/10 ring-1 ring-white/40 ring-inset hover:bg-white/20"
        >
          Je recrute un community manager
          <ArrowRight className="size-4" aria-hidden="true" />
        </ButtonLink>
      </div>
    </section>
  );
}
