/** Zod-free facts and messages of delivery: couriers, shipments and their states, remittances. */

/** The couriers the shop books with: two through their APIs, and any other by hand. */
export const COURIERS = ['pathao', 'steadfast', 'manual'] as const;
export type Courier = (typeof COURIERS)[number];

export const courierLabels: Record<Courier, string> = {
  pathao: 'Pathao',
  steadfast: 'Steadfast',
  manual: 'Other courier (by hand)',
};

/** Where every courier's own states are mapped to (providers/couriers). */
export const SHIPMENT_STATES = ['booked', 'picked_up', 'in_transit', 'delivered', 'returned', 'cancelled'] as const;
export type ShipmentState = (typeof SHIPMENT_STATES)[number];

export const shipmentStateLabels: Record<ShipmentState, string> = {
  booked: 'Booked',
  picked_up: 'Picked up',
  in_transit: 'In transit',
  delivered: 'Delivered',
  returned: 'Returned',
  cancelled: 'Booking cancelled',
};

/** States after which the courier has nothing more to tell (the poll stops asking). */
export const FINAL_SHIPMENT_STATES: readonly ShipmentState[] = ['delivered', 'returned', 'cancelled'];

export const DELIVERY_LIMITS = {
  courierNameMax: 100,
  trackingNumberMax: 100,
  noteMax: 500,
  remittanceReferenceMax: 200,
  remittanceLinesMax: 1000,
  /** A remittance CSV's size (text). */
  remittanceCsvMaxBytes: 512 * 1024,
} as const;

export const deliveryMessages = {
  courierNameRequired: "Enter the courier's name",
  trackingNumberRequired: 'Enter the tracking number',
  courierNotConfigured: 'This courier is not set up',
  shipmentExists: 'This order has a shipment already',
  bookingUnderWay: 'A courier booking for this order is under way',
  courierUnavailable: 'The courier did not answer, please try again',
  notReturned: 'Only a returned order can be received back',
  receivedBackAlready: 'This parcel was received back already',
  /** A plain refund of a returned order: its money goes back when the parcel is received back. */
  returnedRefundedOnReceipt: 'A returned order is refunded when its parcel is received back',
  webhookNotVerified: 'Webhook not verified',
  remittanceRecordedAlready: 'This remittance was recorded already',
  remittanceNeedsLines: 'Add at least one order to the remittance',
  feeAboveAmount: "A courier's fee can not be more than the amount",
  remittanceReferenceRequired: "Enter the courier's reference",
  csvInvalid: 'Upload a CSV file with the columns consignment_id,amount,fee',
  csvNotMatched: 'Some consignments are unknown or paid already: check the dry run',
  /** Screen texts shared by the admin pages. */
  bookCourier: 'Book courier',
  receivedBack: 'Received back',
  trackParcel: 'Track parcel',
  remittances: 'Remittances',
  /** Placeholders of a remittance line's problem. */
  courierRefused: (courier: string, reason: string) => `${courier} refused the booking: ${reason}`,
  orderNotFoundOn: (reference: string) => `Order ${reference} was not found`,
  orderPaidAlready: (reference: string) => `Order ${reference} is paid already`,
  orderNotCod: (reference: string) => `Order ${reference} is not a cash on delivery order`,
  amountAboveBalance: (reference: string) => `The amount for order ${reference} is more than its balance due`,
  orderTwice: (reference: string) => `Order ${reference} is on the remittance twice`,
  csvRowInvalid: (row: number) => `Row ${row} of the CSV is not consignment_id,amount,fee`,
} as const;
