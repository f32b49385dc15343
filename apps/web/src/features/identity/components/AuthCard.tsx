import type { ReactNode } from 'react';

/** The centred card that login, sign-up and password screens share. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="container-page flex min-h-[70vh] items-center justify-center py-12">
      <section className="card w-full max-w-md p-8" aria-labelledby="auth-title">
        <h1 id="auth-title" className="mb-6 text-center text-2xl font-bold">
          {title}
        </h1>
        {children}
      </section>
    </div>
  );
}
