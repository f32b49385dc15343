import { useFormat, useTexts } from '../../../../lib/i18n/index.ts';
import { contentTexts } from '../../texts.ts';
import type { AnswerBlock, BlogQuestion } from './questions.ts';
import { InlineText } from './InlineText.tsx';

const languageNames: Record<Extract<AnswerBlock, { kind: 'code' }>['language'], string> = {
  js: 'JavaScript',
  jsx: 'JSX',
  ts: 'TypeScript',
};

function Block({ block }: { block: AnswerBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return (
        <p>
          <InlineText text={block.text} />
        </p>
      );
    case 'list':
      return (
        <ul className="list-disc space-y-2 pl-5 marker:text-brand-600">
          {block.items.map((item) => (
            <li key={item}>
              <InlineText text={item} />
            </li>
          ))}
        </ul>
      );
    case 'code':
      return (
        // Focusable so that keyboard users can scroll a wide sample sideways.
        <pre
          tabIndex={0}
          data-language={languageNames[block.language]}
          className="overflow-x-auto rounded-lg bg-ink p-4 text-[0.8125rem] leading-relaxed sm:text-sm text-slate-100"
        >
          <code className="font-mono">{block.code}</code>
        </pre>
      );
  }
}

/** One question of the blog: an <article> named by its <h2>, the anchor target of the table of contents. */
export function QuestionArticle({ question, number }: { question: BlogQuestion; number: number }) {
  const t = useTexts(contentTexts);
  const { number: formatNumber, language } = useFormat();
  const headingId = `${question.id}-heading`;
  return (
    <article id={question.id} aria-labelledby={headingId} className="card scroll-mt-24 p-5 sm:p-8">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t.question(formatNumber(number))}</p>
      <h2
        id={headingId}
        className="mt-1 text-xl font-bold text-ink sm:text-2xl"
        lang={language === 'en' ? undefined : 'en'}
      >
        {question.question}
      </h2>
      <div className="mt-4 space-y-4 leading-relaxed text-slate-800" lang={language === 'en' ? undefined : 'en'}>
        {question.answer.map((block, index) => (
          <Block key={index} block={block} />
        ))}
      </div>
      <p className="mt-6 text-sm">
        <a href="#contents" className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-700">
          {t.backToQuestions}
        </a>
      </p>
    </article>
  );
}
