/** The home page shows this many tools (SPEC.md section 9). */
export const HOME_TOOL_COUNT = 4;

export const catalogMessages = {
  toolNotFound: 'Tool not found',
  orderButton: 'Order',
} as const;
