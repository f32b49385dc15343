import { Button } from '../../../components/Button.tsx';
import { useTexts } from '../../../lib/i18n/index.ts';
import { contentTexts } from '../texts.ts';

/** Background image, 'Hello there', the slogan and a 'Get Started' button with no action. */
export function HeroBanner() {
  const t = useTexts(contentTexts);
  return (
    <section
      className="relative flex min-h-[28rem] items-center bg-ink bg-[url(/images/hero-workshop.svg)] bg-cover bg-center"
      aria-labelledby="hero-heading"
    >
      <div className="absolute inset-0 bg-ink/60" aria-hidden="true" />
      <div className="container-page relative py-20 text-center text-white">
        <h1 id="hero-heading" className="mb-5 text-5xl font-extrabold tracking-tight">
          {t.heroHeading}
        </h1>
        <p className="mx-auto mb-8 max-w-xl text-lg text-slate-100">{t.heroSlogan}</p>
        <Button size="lg">{t.getStarted}</Button>
      </div>
    </section>
  );
}
