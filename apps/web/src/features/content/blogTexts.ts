import { defineTexts } from '../../lib/i18n/texts.ts';
import { blogQuestions } from './components/blogs/questions.ts';

/** The /blogs page's questions and answers: content, written in both languages like every text. */
export const blogTexts = defineTexts('blogQuestions', { questions: blogQuestions });
