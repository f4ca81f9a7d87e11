import { Building2, Check, Zap } from 'lucide-react';
import { PRODUCTS, type TProduct } from '#contracts/payments-terms';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { paths } from '#contracts/paths';
import { formatPricingAmount } from '../format.ts';
import { PurchaseAction } from './purchase-action.tsx';

const productFeatures = [
  'Unlock one community manager’s contact, or apply to one mission',
  'See the client’s contact details once your application is sent',
  'No subscription, no commission on your missions',
  'Secure card payment',
];

const enterpriseFeatures = [
  'Several contacts and missions for your teams',
  'Consolidated monthly invoicing',
  'A dedicated account manager',
  'Help shortlisting community managers',
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
      <p className="mt-4 text-sm text-slate-600">Unlock a community manager’s contact or your application to a mission.</p>
      <p className="mt-6 flex items-baseline gap-2">
        <span className="text-4xl font-extrabold tracking-tight text-slate-900">{formatPricingAmount(product.amountCents)}</span>
        <span className="text-sm text-slate-500">{isOneOff ? 'one-off payment' : 'per month'}</span>
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
          Enterprise
        </h2>
      </div>
      <p className="mt-4 text-sm text-slate-300">For agencies and companies that work with several community managers.</p>
      <p className="mt-6 text-4xl font-extrabold tracking-tight">Contact us</p>
      <div className="my-8 text-slate-200">
        <FeatureList items={enterpriseFeatures} dark />
      </div>
      <ButtonLink to={paths.contact} variant="secondary" size="lg" fullWidth className="mt-auto">
        Contact Sales
      </ButtonLink>
    </article>
  );
}

/** Every product of the catalogue, then the Enterprise offer. */
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
