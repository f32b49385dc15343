import { Suspense, type ReactNode } from 'react';

/**
 * A part of a server-rendered page that React hydrates on its own, after the parts around it: a
 * Suspense boundary is left as server markup in the first pass and taken over in a pass of its
 * own. The home page in one pass was one long task (four times longer on Lighthouse's slower
 * phone): in parts, no task is long. Nothing inside suspends, so no fallback is ever shown.
 */
export function HydratedApart({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
