import { useTexts } from '../../../../lib/i18n/index.ts';
import { contentTexts } from '../../texts.ts';
import { Link } from 'react-router';
import type { ResumeProject } from './resume.ts';

const linkClasses = 'font-medium text-brand-800 underline underline-offset-2 hover:text-brand-700';

/** One project: what it is, what it is built with, and where to see it. */
export function ProjectCard({ project }: { project: ResumeProject }) {
  const t = useTexts(contentTexts);
  const headingId = `project-${project.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <article className="rounded-lg border border-slate-200 p-4 sm:p-5" aria-labelledby={headingId}>
      <h3 id={headingId} className="text-lg font-semibold text-ink">
        {project.name}
      </h3>
      <p className="mt-2 leading-relaxed text-slate-700">{project.description}</p>
      <ul className="mt-3 flex flex-wrap gap-2" aria-label={t.technologiesUsedIn(project.name)}>
        {project.technologies.map((technology) => (
          <li key={technology} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
            {technology}
          </li>
        ))}
      </ul>
      <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm">
        {project.links.map((link) => (
          <li key={link.href}>
            {link.href.startsWith('/') ? (
              <Link to={link.href} className={linkClasses}>
                {link.label}
              </Link>
            ) : (
              <a href={link.href} className={linkClasses}>
                {link.label}
              </a>
            )}
          </li>
        ))}
      </ul>
    </article>
  );
}
