import { ButtonLink } from '../../../components/Button.tsx';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';

export default function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <div className="container-page flex flex-col items-center py-16 text-center">
      <img src="/images/not-found.svg" alt="Page not found" width={600} height={400} className="w-full max-w-xl" />
      <h1 className="mt-6 text-2xl font-bold">This page does not exist</h1>
      <p className="mt-2 text-slate-700">The link may be broken, or the page may have moved.</p>
      <ButtonLink to="/" className="mt-6">
        Back to the shop
      </ButtonLink>
    </div>
  );
}
