import { CircleX } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { useDocumentTitle } from '#web/lib/document-title.ts';
import { paths } from '#contracts/paths';

export default function StripeCancelRoute() {
  useDocumentTitle('Paiement annulé');
  const navigate = useNavigate();
  return (
    <Card className="mx-auto max-w-lg space-y-6 p-8 text-center">
      <CircleX className="mx-auto size-14 text-red-500" aria-hidden="true" />
      <h1 className="text-2xl font-bold text-slate-900">Paiement annulé</h1>
      <p className="text-slate-600">Votre paiement a été annulé. Aucun montant n’a été débité.</p>
      <div className="flex flex-col justify-center gap-3 sm:flex-row">
        <Button onClick={() => navigate(-1)}>Réessayer</Button>
        <ButtonLink to={paths.home} variant="secondary">
          Retour à l’accueil
        </ButtonLink>
      </div>
    </Card>
  );
}
