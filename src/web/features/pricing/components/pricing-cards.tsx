import { Building2, Check, Zap } from 'lucide-react';
import { formatPrice, PRODUCTS, type TProduct } from '#contracts/payments-terms';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { paths } from '#contracts/paths';
import { PurchaseAction } from './purchase-action.tsx';

const productFeatures = [
  'Débloquez le contact d’un community manager, ou votre candidature à une mission',
  'Les coordonnées du client dès votre candidature débloquée',
  'Ni abonnement, ni commission sur vos missions',
  'Paiement sécurisé par carte bancaire, reçu en PDF',
];

const enterpriseFeatures = [
  'Plusieurs contacts et missions pour vos équipes',
  'Une facturation mensuelle regroupée',
  'Un interlocuteur dédié',
  'Une aide pour présélectionner les community managers',
];

function FeatureList({ items, dark = false }: { items: string[]; dark?: boolean }) {
  return (
    <ul className="space-y-3 text-sm">
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <Check className={cn('size-5 shrink-0', dark ? 'text-indigo-300' : 'text-indigo-600')} aria-hidden="true" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

function ProductCard({ product }: { product: TProduct }) {
  const isOneOff = product.mode === 'payment';
  return (
    <article aria-labelledby={`product-${product.priceId}`} className="flex flex-col rounded-3xl bg-white p-8 shadow-sm ring-2 ring-indigo-600">
      <div className="flex items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600">
          <Zap className="size-5" aria-hidden="true" />
        </span>
        <h2 id={`product-${product.priceId}`} className="text-xl font-bold text-slate-900">
          {product.name}
        </h2>
      </div>
      <p className="mt-4 text-sm text-slate-600">Débloquez le contact d’un community manager ou votre candidature à une mission.</p>
      <p className="mt-6 flex items-baseline gap-2">
        <span className="text-4xl font-extrabold tracking-tight text-slate-900">{formatPrice(product.amountCents, product.currency)}</span>
        <span className="text-sm text-slate-500">{isOneOff ? 'TTC, paiement unique' : 'TTC par mois'}</span>
      </p>
      <div className="my-8 text-slate-700">
        <FeatureList items={productFeatures} />
      </div>
      <div className="mt-auto">
        <PurchaseAction />
      </div>
    </article>
  );
}

function EnterpriseCard() {
  return (
    <article aria-labelledby="product-enterprise" className="flex flex-col rounded-3xl bg-slate-900 p-8 text-white shadow-sm">
      <div className="flex items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-xl bg-white/10 text-indigo-300">
          <Building2 className="size-5" aria-hidden="true" />
        </span>
        <h2 id="product-enterprise" className="text-xl font-bold">
          Entreprises
        </h2>
      </div>
      <p className="mt-4 text-sm text-slate-300">Pour les agences et les entreprises qui travaillent avec plusieurs community managers.</p>
      <p className="mt-6 text-4xl font-extrabold tracking-tight">Sur devis</p>
      <div className="my-8 text-slate-200">
        <FeatureList items={enterpriseFeatures} dark />
      </div>
      <ButtonLink to={paths.contact} variant="secondary" size="lg" fullWidth className="mt-auto">
        Contacter notre équipe
      </ButtonLink>
    </article>
  );
}

/** Every product of the catalogue, then the offer for companies. */
export function PricingCards() {
  return (
    <div className="mx-auto grid max-w-4xl gap-8 md:grid-cols-2">
      {PRODUCTS.map((product) => (
        <ProductCard key={product.priceId} product={product} />
      ))}
      <EnterpriseCard />
    </div>
  );
}
