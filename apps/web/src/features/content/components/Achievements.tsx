import { useTexts } from '../../../lib/i18n/index.ts';
import { contentTexts } from '../texts.ts';

type AchievementKey = keyof typeof contentTexts.english.achievements;

/** The four static cards, with their fixed figures (in the texts, written in each language's digits). */
const achievements: { key: AchievementKey; trend: 'increase' | 'decrease' }[] = [
  { key: 'profit', trend: 'increase' },
  { key: 'visits', trend: 'increase' },
  { key: 'sales', trend: 'decrease' },
  { key: 'shipped', trend: 'increase' },
];

export function Achievements() {
  const t = useTexts(contentTexts);
  return (
    <section className="bg-slate-50 py-16" aria-labelledby="achievements-heading">
      <div className="container-page">
        <h2 id="achievements-heading" className="mb-8 text-center text-3xl font-bold">
          {t.achievementsHeading}
        </h2>
        <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {achievements.map(({ key, trend }) => {
            const item = { ...t.achievements[key], trend };
            return (
              <li key={key} className="card p-6">
                <h3 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{item.title}</h3>
                <p className="mt-2 text-3xl font-extrabold">{item.value}</p>
                <p className="mt-1 text-sm text-slate-700">{t.from(item.from)}</p>
                <p
                  className={`mt-3 inline-flex items-center gap-1 text-sm font-semibold ${item.trend === 'increase' ? 'text-success' : 'text-danger'}`}
                >
                  <span aria-hidden="true">{item.trend === 'increase' ? '▲' : '▼'}</span>
                  {item.change} {t.trend[item.trend]}
                </p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
