import { useTexts } from '../../../lib/i18n/index.ts';
import { contentTexts } from '../texts.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { Avatar } from '../components/portfolio/Avatar.tsx';
import { ProjectCard } from '../components/portfolio/ProjectCard.tsx';
import { resumeTexts } from '../resumeTexts.ts';
import { ResumeSection } from '../components/portfolio/ResumeSection.tsx';

const linkClasses = 'font-medium text-brand-800 underline underline-offset-2 break-all hover:text-brand-700';

/**
 * A static developer résumé. Two columns on large screens (the profile, skills and
 * education on the left; summary, experience and projects on the right), one column below.
 */
export default function PortfolioPage() {
  const t = useTexts(contentTexts);
  const resume = useTexts(resumeTexts);
  useDocumentTitle(t.portfolio);
  return (
    <div className="container-page py-10 sm:py-14">
      <div className="grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)] lg:grid-rows-[auto_1fr] lg:gap-8">
        <header className="card flex flex-col items-center p-5 text-center sm:p-8 lg:col-start-1 lg:row-start-1">
          <Avatar src={resume.avatar.src} alt={resume.avatar.alt} name={resume.name} />
          <p className="mt-5 text-sm font-semibold tracking-wide text-brand-700 uppercase">{t.portfolio}</p>
          <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-ink">{resume.name}</h1>
          <p className="mt-1 text-lg text-slate-700">{resume.role}</p>
          <dl className="mt-6 w-full space-y-3 text-left text-sm">
            <div>
              <dt className="font-semibold text-slate-900">{t.email}</dt>
              <dd>
                <a href={`mailto:${resume.email}`} className={linkClasses}>
                  {resume.email}
                </a>
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-900">{t.location}</dt>
              <dd className="text-slate-700">{resume.location}</dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-900">{t.website}</dt>
              <dd>
                <a href={resume.website.href} className={linkClasses}>
                  {resume.website.label}
                </a>
              </dd>
            </div>
          </dl>
        </header>

        <div className="space-y-6 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:space-y-8">
          <ResumeSection id="summary" title={t.summary}>
            <div className="max-w-prose space-y-3 leading-relaxed text-slate-700">
              {resume.summary.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </ResumeSection>

          <ResumeSection id="experience" title={t.experience}>
            <ol className="space-y-6">
              {resume.experience.map((job) => (
                <li key={`${job.employer}-${job.period}`} className="border-l-4 border-brand-400 pl-4">
                  <h3 className="text-lg font-semibold text-ink">
                    {job.role}, {job.employer}
                  </h3>
                  <p className="text-sm text-slate-600">
                    {job.place} · {job.period}
                  </p>
                  <ul className="mt-2 list-disc space-y-1 pl-5 leading-relaxed text-slate-700">
                    {job.achievements.map((achievement) => (
                      <li key={achievement}>{achievement}</li>
                    ))}
                  </ul>
                </li>
              ))}
            </ol>
          </ResumeSection>

          <ResumeSection id="projects" title={t.projects}>
            <div className="space-y-4">
              {resume.projects.map((project) => (
                <ProjectCard key={project.name} project={project} />
              ))}
            </div>
          </ResumeSection>
        </div>

        <div className="space-y-6 self-start lg:col-start-1 lg:row-start-2 lg:space-y-8">
          <ResumeSection id="skills" title={t.skills}>
            <div className="space-y-4">
              {resume.skills.map((skill) => (
                <div key={skill.group}>
                  <h3 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{skill.group}</h3>
                  <ul className="mt-2 flex flex-wrap gap-2" aria-label={skill.group}>
                    {skill.items.map((item) => (
                      <li
                        key={item}
                        className="rounded-md bg-brand-50 px-2.5 py-1 text-sm font-medium text-brand-800 ring-1 ring-brand-100"
                      >
                        {item}
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </ResumeSection>

          <ResumeSection id="education" title={t.education}>
            <ul className="space-y-4">
              {resume.education.map((entry) => (
                <li key={entry.title}>
                  <h3 className="font-semibold text-ink">{entry.title}</h3>
                  <p className="text-sm text-slate-700">{entry.school}</p>
                  <p className="text-sm text-slate-600">{entry.period}</p>
                  <p className="mt-1 text-sm text-slate-700">{entry.detail}</p>
                </li>
              ))}
            </ul>
          </ResumeSection>
        </div>
      </div>
      <p className="mt-8 text-center text-sm text-slate-600">{t.fictional(resume.name)}</p>
    </div>
  );
}
