export { useUsers } from './api.ts';
