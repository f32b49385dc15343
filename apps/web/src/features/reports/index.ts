export { useSalesOverview } from './api.ts';
export { downloadExport } from './exportDownload.ts';
