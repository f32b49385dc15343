import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../identity/index.ts';
import { mergeVisitorCart } from '../api.ts';

/**
 * Merges the visitor's browser cart into the account's as soon as someone is signed in —
 * whichever way they signed in (password, Google, a new account) and also when a cart was left
 * in this browser from before. Renders nothing.
 */
export function CartSync() {
  const { status } = useSession();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (status === 'signed-in') void mergeVisitorCart(queryClient);
  }, [status, queryClient]);
  return null;
}
