import { useTexts } from '../../../lib/i18n/index.ts';
import { contentTexts } from '../texts.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { blogTexts } from '../blogTexts.ts';
import { QuestionArticle } from '../components/blogs/QuestionArticle.tsx';
import { TableOfContents } from '../components/blogs/TableOfContents.tsx';

/** Static questions and answers about front-end framework topics. */
export default function BlogsPage() {
  const t = useTexts(contentTexts);
  const { questions } = useTexts(blogTexts);
  useDocumentTitle(t.blogs);
  return (
    <div className="container-page py-10 sm:py-14">
      <div className="mx-auto max-w-prose">
        <header>
          <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{t.blogs}</h1>
          <p className="mt-3 text-lg leading-relaxed text-slate-700">{t.blogsIntro}</p>
        </header>
        <div className="mt-8">
          <TableOfContents questions={questions} />
        </div>
        <div className="mt-8 space-y-8">
          {questions.map((question, index) => (
            <QuestionArticle key={question.id} question={question} number={index + 1} />
          ))}
        </div>
      </div>
    </div>
  );
}
