export { useProfile, profileQueryKey } from './api.ts';
