export { usePaymentConfig, usePublicPaymentSettings } from './api.ts';
