import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order, OwnReview } from '@tools-bd/contract';
import { mockApi, renderWithApp } from '../../../test/render.tsx';
import { tokenStorage } from '../../../lib/api.ts';
import { testCustomer, unpaidOrder } from '../../../test/fixtures.ts';
import MyReviewsPage from './MyReviewsPage.tsx';

const account = testCustomer;
const base = unpaidOrder;
const hammer = base;
const wrench: Order = { ...base, _id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', itemName: 'Pipe Wrench' };
const wrenchReview: OwnReview = {
  _id: 'r1',
  itemName: 'Pipe Wrench',
  review: 'Grips well',
  ratings: 4,
  orderId: wrench._id,
  createdAt: '2026-05-02T10:00:00.000Z',
};

function renderReviews() {
  tokenStorage.set('token');
  let mine: OwnReview[] = [wrenchReview];
  const calls = mockApi({
    '/api/auth/me': { body: account },
    '/api/orders': { body: [hammer, wrench] },
    '/api/reviews/mine': () => ({ body: mine }),
    'POST /api/reviews': (_url, init) => {
      const body = JSON.parse(String(init?.body)) as { review: string; ratings: number; id: string };
      const created: OwnReview = {
        _id: 'r2',
        itemName: 'Claw Hammer',
        review: body.review,
        ratings: body.ratings,
        orderId: body.id,
        createdAt: '2026-05-03T10:00:00.000Z',
      };
      mine = [created, ...mine];
      return { status: 201, body: created };
    },
  });
  renderWithApp(<MyReviewsPage />, { path: '/dashboard/review' });
  return { calls, user: userEvent.setup() };
}

const cardOf = async (itemName: string) =>
  within((await screen.findByRole('heading', { name: itemName })).closest('li') as HTMLElement);

describe('the Review screen', () => {
  it('shows an existing review instead of a form', async () => {
    renderReviews();
    const card = await cardOf('Pipe Wrench');
    expect(card.getByText('Grips well')).toBeInTheDocument();
    expect(card.getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Post review' })).not.toBeInTheDocument();
  });

  it('asks for a rating and some text, then posts the review of that order and shows it', async () => {
    const { user, calls } = renderReviews();
    const card = await cardOf('Claw Hammer');
    await user.click(card.getByRole('button', { name: 'Post review' }));
    expect(await card.findByText('Choose a rating from 1 to 5 stars')).toBeInTheDocument();
    expect(card.getByText('Write a few words about the item')).toBeInTheDocument();

    await user.click(card.getByLabelText('4 stars'));
    await user.type(card.getByLabelText('Your review'), 'ok');
    await user.click(card.getByRole('button', { name: 'Post review' }));
    expect(await card.findByText('The review must be at least 3 characters long')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.type(card.getByLabelText('Your review'), 'ay, heavy and true');
    await user.click(card.getByRole('button', { name: 'Post review' }));
    await waitFor(() => expect(card.queryByRole('button', { name: 'Post review' })).not.toBeInTheDocument());
    expect(card.getByText('okay, heavy and true')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      ratings: 4,
      review: 'okay, heavy and true',
      itemName: 'Claw Hammer',
      id: hammer._id,
    });
  });
});
