import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { mockApi, renderWithApp } from '../../../test/render.tsx';
import { inBangla } from '../../../test/bangla.tsx';
import { ReviewsSection, HOME_REVIEW_COUNT } from './ReviewsSection.tsx';

const review = (index: number, text = `Solid tool number ${index}`) => ({
  _id: `r${index}`,
  itemName: `Tool ${index}`,
  review: text,
  ratings: (index % 5) + 1,
});

describe('Customers Review section', () => {
  it('renders nothing while loading, then the heading and one card per review (at most eight)', async () => {
    mockApi({ '/api/reviews': { body: Array.from({ length: 10 }, (_, index) => review(index)) } });
    renderWithApp(<ReviewsSection />);
    expect(screen.queryByRole('heading', { name: 'Customers Review' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Customers Review' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(HOME_REVIEW_COUNT);
    expect(screen.getAllByRole('img', { name: '2 out of 5 stars' }).length).toBeGreaterThan(0);
  });

  it('shows stored text as text: a review containing markup never becomes markup', async () => {
    const hostile = '<script>window.hacked = true</script><img src=x onerror="window.hacked = true">';
    mockApi({ '/api/reviews': { body: [review(1, hostile)] } });
    const { container } = renderWithApp(<ReviewsSection />);
    expect(await screen.findByText(hostile)).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('names the product in Bangla on Bangla pages when it has a Bangla name, else in English', async () => {
    const body = [
      { ...review(1), itemName: 'Claw Hammer', itemNameBn: 'ক্ল হাতুড়ি' },
      { ...review(2), itemName: 'Tape Measure' },
    ];
    mockApi({ '/api/reviews': { body } });
    const bangla = renderWithApp(inBangla(<ReviewsSection />));
    expect(await screen.findByRole('heading', { name: 'ক্ল হাতুড়ি' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tape Measure' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Claw Hammer' })).toBeNull();
    bangla.unmount();
    mockApi({ '/api/reviews': { body } });
    renderWithApp(<ReviewsSection />);
    expect(await screen.findByRole('heading', { name: 'Claw Hammer' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'ক্ল হাতুড়ি' })).toBeNull();
  });
});
