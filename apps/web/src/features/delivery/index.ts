// What other features may use of delivery.
export { ParcelTracking } from './components/ParcelTracking.tsx';
export { ShipmentActions } from './components/ShipmentActions.tsx';
export { CouriersStatus } from './components/CouriersStatus.tsx';
