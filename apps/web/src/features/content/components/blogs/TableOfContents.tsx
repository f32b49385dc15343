import { useLanguage, useTexts } from '../../../../lib/i18n/index.ts';
import { contentTexts } from '../../texts.ts';
import type { BlogQuestion } from './questions.ts';

/** The list of questions at the top of the page, each linking to its article. */
export function TableOfContents({ questions }: { questions: BlogQuestion[] }) {
  const t = useTexts(contentTexts);
  const language = useLanguage();
  return (
    <nav id="contents" aria-labelledby="contents-heading" className="card scroll-mt-24 p-5 sm:p-6">
      <h2 id="contents-heading" className="text-lg font-bold text-ink">
        {t.questionsOnThisPage}
      </h2>
      <ol className="mt-3 list-decimal space-y-2 pl-5 marker:font-semibold marker:text-brand-700">
        {questions.map((question) => (
          <li key={question.id}>
            <a
              href={`#${question.id}`}
              lang={language === 'en' ? undefined : 'en'}
              className="text-slate-800 underline decoration-slate-300 underline-offset-2 hover:text-brand-800 hover:decoration-brand-500"
            >
              {question.question}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
