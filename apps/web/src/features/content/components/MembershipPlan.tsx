import { Button } from '../../../components/Button.tsx';
import { useTexts } from '../../../lib/i18n/index.ts';
import { contentTexts } from '../texts.ts';

const benefits = ['shipping', 'delivery', 'warranty', 'license', 'support', 'email'] as const;

/** The premium plan, struck list price $299 / year, $149 / year, and 'Get Now' with no action. */
export function MembershipPlan() {
  const t = useTexts(contentTexts);
  return (
    <section className="py-16" aria-labelledby="membership-heading">
      <div className="container-page">
        <div className="mx-auto max-w-3xl rounded-2xl bg-ink p-8 text-white shadow-lg sm:p-12">
          <h2 id="membership-heading" className="text-center text-3xl font-bold">
            {t.membershipHeading}
          </h2>
          <ul className="mx-auto mt-8 grid max-w-xl gap-3 sm:grid-cols-2">
            {benefits.map((benefit) => (
              <li key={benefit} className="flex items-center gap-2">
                <svg viewBox="0 0 20 20" className="size-5 shrink-0 text-brand-400" aria-hidden="true">
                  <path
                    d="M4 10l4 4 8-8"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2.5"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
                {t.benefits[benefit]}
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-col items-center gap-4">
            <p className="flex items-baseline gap-3">
              <del className="text-lg text-slate-300">
                <span className="sr-only">{t.listPrice}</span>
                {t.oldPlanPrice}
              </del>
              <span className="text-4xl font-extrabold text-brand-400">{t.planPrice}</span>
            </p>
            <Button size="lg">{t.getNow}</Button>
          </div>
        </div>
      </div>
    </section>
  );
}
