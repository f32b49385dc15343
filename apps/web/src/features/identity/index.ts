export { SessionProvider, useSession, SESSION_QUERY_KEY } from './session.tsx';
export { RequireAuth, RequireAdmin } from './components/RequireAuth.tsx';
export { useAdminCheck, saveLanguage } from './api.ts';
export { AccountSecurity } from './components/AccountSecurity.tsx';
