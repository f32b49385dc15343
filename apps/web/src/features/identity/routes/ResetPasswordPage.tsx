import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';

// Placeholder until its issue lands.
export default function Page() {
  useDocumentTitle('Reset password');
  return (
    <div className="container-page py-10">
      <h1 className="text-2xl font-bold">Reset password</h1>
      <p className="mt-2 text-slate-700">This screen is being built.</p>
    </div>
  );
}
