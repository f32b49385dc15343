import type { ReactNode } from 'react';

/**
 * The card that login, sign-up and password screens share: at the top on phones, centred on
 * larger screens. It fills the viewport below the navigation, as the loading spinner does, so
 * the footer stays out of sight and does not jump when the screen replaces the spinner.
 */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="container-page flex min-h-[calc(100vh-4rem)] items-start justify-center py-8 sm:items-center sm:py-12">
      <section className="card w-full max-w-md p-8" aria-labelledby="auth-title">
        <h1 id="auth-title" className="mb-6 text-center text-2xl font-bold">
          {title}
        </h1>
        {children}
      </section>
    </div>
  );
}
