import { defineTexts } from '../../lib/i18n/texts.ts';
import { resume } from './components/portfolio/resume.ts';

/** The /portfolio page's résumé: content, written in both languages like every text. */
export const resumeTexts = defineTexts('resume', resume);
