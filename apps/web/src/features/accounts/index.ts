// The accounts feature's door: what other features and the app may use.
export { OnAccountChoice } from './components/OnAccountChoice.tsx';
export { CompanyAccount } from './components/CompanyAccount.tsx';
export { accountTexts } from './texts.ts';
