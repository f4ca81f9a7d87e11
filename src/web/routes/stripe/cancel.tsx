import { CircleX } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { useDocumentTitle } from '#web/lib/document-title.ts';
import { paths } from '#contracts/paths';

export default function StripeCancelRoute() {
  useDocumentTitle('Payment Canceled');
  const navigate = useNavigate();
  return (
    <Card lang="en" className="mx-auto max-w-lg space-y-6 p-8 text-center">
      <CircleX className="mx-auto size-14 text-red-500" aria-hidden="true" />
      <h1 className="text-2xl font-bold text-slate-900">Payment Canceled</h1>
      <p className="text-slate-600">Your payment was canceled. No charges have been made to your account.</p>
      <div className="flex flex-col justify-center gap-3 sm:flex-row">
        <Button onClick={() => navigate(-1)}>Try Again</Button>
        <ButtonLink to={paths.home} variant="secondary">
          Back to Home
        </ButtonLink>
      </div>
    </Card>
  );
}
