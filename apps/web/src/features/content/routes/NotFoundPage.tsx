import { ButtonLink } from '../../../components/Button.tsx';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { useTexts } from '../../../lib/i18n/index.ts';
import { contentTexts } from '../texts.ts';

export default function NotFoundPage() {
  const t = useTexts(contentTexts);
  useDocumentTitle(t.notFoundTitle);
  return (
    <div className="container-page flex flex-col items-center py-16 text-center">
      <img src="/images/not-found.svg" alt={t.notFoundTitle} width={600} height={400} className="w-full max-w-xl" />
      <h1 className="mt-6 text-2xl font-bold">{t.notFoundHeading}</h1>
      <p className="mt-2 text-slate-700">{t.notFoundText}</p>
      <ButtonLink to="/" className="mt-6">
        {t.backToShop}
      </ButtonLink>
    </div>
  );
}
