import { Outlet } from 'react-router';
import { Logo } from './logo.tsx';
import { MAIN_ID, SkipLink } from './skip-link.tsx';

/** The account screens: the logo above one centred card. */
export function AuthLayout() {
  return (
    <div className="flex min-h-screen flex-col items-center bg-gradient-to-br from-indigo-50 via-white to-violet-50 px-4 py-10">
      <SkipLink />
      <header className="mb-8">
        <Logo />
      </header>
      <main id={MAIN_ID} tabIndex={-1} className="outline-none flex w-full flex-1 justify-center">
        <Outlet />
      </main>
    </div>
  );
}
