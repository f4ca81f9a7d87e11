import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '#web/testing/render.tsx';
import VerifyEmailRoute from './verify-email.tsx';

const routes = [{ path: '/auth/verify-email', Component: VerifyEmailRoute }];

describe('verify email', () => {
  it('shows the address the link was sent to, with the ways forward', () => {
    renderRoutes(routes, { pathname: '/auth/verify-email', state: { email: 'camille@example.fr' } });

    expect(screen.getByRole('heading', { name: 'Vérifiez votre email' })).toBeInTheDocument();
    expect(screen.getByText('camille@example.fr')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Renvoyer l'email" })).toHaveAttribute('href', '/auth/resend-verification');
    expect(screen.getByRole('link', { name: 'Aller à la connexion' })).toHaveAttribute('href', '/auth/login');
    expect(document.title).toBe('Vérifiez votre email — CM Connect');
  });

  it('says something went wrong when no address was passed', () => {
    renderRoutes(routes, '/auth/verify-email');

    expect(screen.getByRole('heading', { name: 'Erreur' })).toBeInTheDocument();
    expect(screen.getByText('Une erreur est survenue. Veuillez réessayer de vous inscrire.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Retour à l'inscription" })).toHaveAttribute('href', '/auth/register');
  });
});
