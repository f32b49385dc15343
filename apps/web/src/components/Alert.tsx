import type { ReactNode } from 'react';

type Tone = 'error' | 'success' | 'info' | 'warning';

const tones: Record<Tone, string> = {
  error: 'border-red-200 bg-red-50 text-danger',
  success: 'border-green-200 bg-green-50 text-success',
  info: 'border-slate-200 bg-slate-50 text-slate-800',
  warning: 'border-amber-300 bg-amber-50 text-amber-900',
};

/** A message block; errors are announced at once (role=alert), the rest politely. */
export function Alert({
  tone = 'info',
  children,
  className = '',
}: {
  tone?: Tone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-md border px-4 py-3 text-sm ${tones[tone]} ${className}`}
    >
      {children}
    </div>
  );
}
