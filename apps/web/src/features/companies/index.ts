// The companies feature's door: what other features and the app may use.
export { ApplyForTradeAccount } from './components/ApplyForTradeAccount.tsx';
export { CheckoutCompanyFields } from './components/CheckoutCompanyFields.tsx';
export { companyTexts } from './texts.ts';
