import { commonMessages } from '@tools-bd/contract/messages';

/**
 * The sketch's confirm-then-alert flow for deletions: asks, then tells the outcome.
 * Returns whether the person confirmed. Kept in one place so every delete reads the same.
 */
export function confirmDeletion(question: string = commonMessages.confirmDelete): boolean {
  const confirmed = window.confirm(question);
  if (!confirmed) window.alert(commonMessages.deleteCancelled);
  return confirmed;
}
