// The quotes feature's door: what other features and the app may use.
export { RequestQuoteButton } from './components/RequestQuoteButton.tsx';
export { quoteTexts } from './texts.ts';
